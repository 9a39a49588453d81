import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider, loadLanguage } from '../../src/i18n/I18nProvider';
import { Alert } from '../../src/views/components/ui/Alert';
import { Button } from '../../src/views/components/ui/Button';
import { Checkbox } from '../../src/views/components/ui/Checkbox';
import { ExternalLink } from '../../src/views/components/ui/ExternalLink';
import { RadioGroup } from '../../src/views/components/ui/RadioGroup';
import { Select } from '../../src/views/components/ui/Select';
import { TextField } from '../../src/views/components/ui/TextField';

/** The public-page components are keyboard- and screen-reader-correct (issue 11). */
async function renderUi(ui: ReactNode) {
  const initial = await loadLanguage('en');
  return render(
    <I18nProvider initial={initial} reportMissing={false}>
      {ui}
    </I18nProvider>,
  );
}

describe('Button', () => {
  it('does not submit a form unless asked, and a busy button is aria-busy, ignores presses and keeps its name', async () => {
    const onClick = vi.fn();
    await renderUi(
      <>
        <Button onClick={onClick}>Validate</Button>
        <Button busy onClick={onClick}>
          Checking
        </Button>
      </>,
    );
    const idle = screen.getByRole('button', { name: 'Validate' });
    expect(idle).toHaveAttribute('type', 'button');
    expect(idle).not.toHaveAttribute('aria-busy');
    const busy = screen.getByRole('button', { name: 'Checking' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await userEvent.click(idle);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps keyboard focus while busy, even when also not allowed, and disables natively otherwise', async () => {
    const onClick = vi.fn();
    const view = await renderUi(<Button onClick={onClick}>View Result</Button>);
    const button = screen.getByRole('button', { name: 'View Result' });
    button.focus();
    view.rerender(
      <I18nProvider initial={await loadLanguage('en')} reportMissing={false}>
        <Button busy disabled onClick={onClick}>
          View Result
        </Button>
      </I18nProvider>,
    );
    expect(button).not.toBeDisabled();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    view.rerender(
      <I18nProvider initial={await loadLanguage('en')} reportMissing={false}>
        <Button disabled onClick={onClick}>
          View Result
        </Button>
      </I18nProvider>,
    );
    expect(button).toBeDisabled();
  });

  it('a busy submit button cancels the form submission Enter in a field would make', async () => {
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    await renderUi(
      <form onSubmit={onSubmit}>
        <input aria-label="Number" />
        <Button type="submit" busy>
          Validate
        </Button>
      </form>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Number' }), 'A1{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('fields', () => {
  it('TextField names the input by its label and describes it by the error, then the hint', async () => {
    await renderUi(<TextField label="Email" hint="We reply here" error="Email is not valid" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email is not valid We reply here');
  });

  it('a valid TextField is not marked invalid', async () => {
    await renderUi(<TextField label="Name" hint="As printed" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('As printed');
  });

  it('Select and Checkbox carry label and error', async () => {
    await renderUi(
      <>
        <Select label="Course" error="Required field">
          <option value="">Choose</option>
        </Select>
        <Checkbox label="I accept" error="Accepting terms & conditions are required" />
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Course' })).toHaveAccessibleDescription('Required field');
    const box = screen.getByRole('checkbox', { name: 'I accept' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Accepting terms & conditions are required');
  });

  it('RadioGroup is a named group whose checked item follows the value', async () => {
    const onChange = vi.fn();
    await renderUi(
      <RadioGroup
        legend="Contact"
        name="contact"
        value="email"
        onChange={onChange}
        options={[
          { value: 'email', label: 'Email' },
          { value: 'phone', label: 'Phone' },
        ]}
      />,
    );
    const group = screen.getByRole('group', { name: 'Contact' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Phone' }));
    expect(onChange).toHaveBeenCalledWith('phone');
  });
});

describe('Alert and ExternalLink', () => {
  it('an error alert interrupts, success and info wait their turn, live="off" is quiet', async () => {
    await renderUi(
      <>
        <Alert tone="error" title="Certificate not found." />
        <Alert tone="success" title="Valid" />
        <Alert tone="info" live="off" title="Note" />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Certificate not found.');
    expect(screen.getByRole('status')).toHaveTextContent('Valid');
    expect(screen.getByText('Note').closest('.ui-alert')).not.toHaveAttribute('role');
  });

  it('an external link opens a new tab safely and says so', async () => {
    await renderUi(
      <ExternalLink href="https://example.com/c.pdf">
        View Certificate
      </ExternalLink>,
    );
    const link = screen.getByRole('link', { name: /^View Certificate\s*\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
