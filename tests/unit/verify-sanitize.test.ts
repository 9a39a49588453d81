import { describe, expect, it } from 'vitest';
import { sanitizeNote } from '../../src/views/pages/verify/sanitizeNote';

function parse(html: string) {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
}

describe('footer note sanitiser', () => {
  it.each([
    ['<img src=x onerror=alert(1)>', 'img'],
    ['<svg><g/onload=alert(1)></svg>', 'svg, g'],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', 'img, noscript'],
    ['<script>alert(1)</script>', 'script'],
    ['<iframe src="https://evil.test"></iframe>', 'iframe'],
    ['<form action="https://evil.test"><input></form>', 'form, input'],
    ['<p style="position:fixed">x</p>', '[style]'],
  ])('removes %s', async (payload, selector) => {
    const out = parse(await sanitizeNote(payload));
    expect(out.querySelectorAll(selector)).toHaveLength(0);
    expect(out.innerHTML).not.toMatch(/onerror|onload|alert/);
  });

  it('drops javascript: and data: links but keeps the text', async () => {
    const out = parse(await sanitizeNote('<a href="javascript:alert(1)">a</a><a href="data:text/html,x">b</a>'));
    expect(out.querySelectorAll('a[href]')).toHaveLength(0);
    expect(out.textContent).toBe('ab');
  });

  it('keeps formatting and safe links; links keep target and get rel="noopener noreferrer"', async () => {
    const out = parse(
      await sanitizeNote('<p><strong>Note</strong>: see <a href="https://kvs.test/p" target="_blank">policy</a>, <a href="mailto:x@kvs.test">mail</a>, <a href="https://kvs.test/w" target="win">w</a></p>'),
    );
    const [policy, mail, named] = Array.from(out.querySelectorAll('a'));
    expect(out.querySelector('strong')).toHaveTextContent('Note');
    expect(policy).toHaveAttribute('target', '_blank');
    expect(policy).toHaveAttribute('rel', 'noopener noreferrer');
    expect(mail).toHaveAttribute('href', 'mailto:x@kvs.test');
    expect(named).toHaveAttribute('target', '_blank');
  });

  it('says "(opens in a new tab)" after each link that opens one, in the page\'s language, and after no other', async () => {
    document.documentElement.lang = 'en-IN';
    const out = parse(
      await sanitizeNote('<p lang="hi"><a href="https://kvs.test/p" target="_blank">नीति</a> <a href="https://kvs.test/s" target="_self">s</a> <a href="mailto:x@kvs.test">m</a></p>', '(opens in a new tab)'),
    );
    const [policy, same, mail] = Array.from(out.querySelectorAll('a'));
    expect(policy).toHaveTextContent('नीति (opens in a new tab)');
    expect(policy!.querySelector('.sr-only')).toHaveAttribute('lang', 'en-IN');
    expect(same).toHaveTextContent(/^s$/);
    expect(mail).toHaveTextContent(/^m$/);
    // An empty note stays empty, cue or not.
    expect(await sanitizeNote('<p><br></p>', '(opens in a new tab)')).toBe('');
    // No cue text given, no cue: not an empty sr-only span (a stray space read out) inside the link.
    expect(parse(await sanitizeNote('<p><a href="https://kvs.test/p" target="_blank">p</a></p>')).querySelector('.sr-only')).toBeNull();
  });

  it('keeps http and tel links, a same-tab target, and adds no target a link did not have', async () => {
    const out = parse(
      await sanitizeNote('<a href="http://kvs.test/a" target="_self">a</a> <a href="tel:+918012345678">call</a> <a href="https://kvs.test/c">c</a>'),
    );
    const [plain, tel, untargeted] = Array.from(out.querySelectorAll('a'));
    expect(plain).toHaveAttribute('href', 'http://kvs.test/a');
    expect(plain).toHaveAttribute('target', '_self');
    expect(tel).toHaveAttribute('href', 'tel:+918012345678');
    expect(untargeted).not.toHaveAttribute('target');
    expect(untargeted).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps the direction and language of a note written in Urdu, and reads a phone number left to right', async () => {
    const out = parse(await sanitizeNote('<p dir="rtl" lang="ur">رابطہ: <a href="tel:+918023456789">080-2345-6789</a></p>'));
    expect(out.querySelector('p')?.getAttribute('dir')).toBe('rtl');
    expect(out.querySelector('p')?.getAttribute('lang')).toBe('ur');
    expect(out.querySelector('a')?.getAttribute('dir')).toBe('ltr');
    expect(parse(await sanitizeNote('<a href="https://a.edu">a</a>')).querySelector('a')?.hasAttribute('dir')).toBe(false);
  });

  it('reads a phone link left to right however its scheme is written, and no other link that only mentions tel:', async () => {
    const out = parse(await sanitizeNote('<a href="TEL:+918023456789">call</a> <a href="https://a.edu/contact?via=tel:+91">contact</a>'));
    const [phone, contact] = Array.from(out.querySelectorAll('a'));
    expect(phone).toHaveAttribute('dir', 'ltr');
    expect(contact).not.toHaveAttribute('dir');
  });

  it.each(['<p><br></p>', '<p>&nbsp;</p>', '<p> </p><p><br></p>', '<img src=x>', ' '])('makes %j, which shows nothing, no note', async (html) => {
    expect(await sanitizeNote(html)).toBe('');
  });
});
