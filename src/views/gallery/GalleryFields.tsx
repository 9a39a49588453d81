import { useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { Checkbox } from '../components/ui/Checkbox';
import { RadioGroup } from '../components/ui/RadioGroup';
import { Select } from '../components/ui/Select';
import { TextField } from '../components/ui/TextField';

/** Text field (plain, with hint, invalid, disabled), select (plain, invalid), checkbox (plain, invalid), radios. */
export function GalleryFields() {
  const t = useT();
  const [contact, setContact] = useState<'email' | 'phone' | 'post' | null>('email');
  const [accepted, setAccepted] = useState(false);
  const courses = (
    <>
      <option value="">{t('gallery.chooseCourse')}</option>
      <option value="maths">{t('gallery.courseMaths')}</option>
      <option value="physics">{t('gallery.coursePhysics')}</option>
    </>
  );
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField label={t('gallery.name')} hint={t('gallery.nameHint')} autoComplete="name" />
      <TextField label={t('gallery.email')} type="email" defaultValue="name@" error={t('gallery.emailError')} />
      <TextField label={t('gallery.name')} defaultValue="Asha Verma" disabled />
      <TextField label={t('gallery.email')} placeholder="name@example.com" type="email" />
      <Select label={t('gallery.course')} defaultValue="">
        {courses}
      </Select>
      <Select label={t('gallery.course')} defaultValue="" error={t('validation.requiredField')}>
        {courses}
      </Select>
      <Checkbox label={t('gallery.terms')} checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />
      <Checkbox label={t('gallery.terms')} error={t('validation.termsRequired')} />
      <RadioGroup
        legend={t('gallery.contact')}
        name="gallery-contact"
        value={contact}
        onChange={setContact}
        options={[
          { value: 'email', label: t('gallery.email') },
          { value: 'phone', label: t('gallery.phone'), hint: '+91 98765 43210' },
          { value: 'post', label: t('gallery.post'), disabled: true },
        ]}
      />
      <RadioGroup
        legend={t('gallery.contact')}
        name="gallery-contact-invalid"
        value={null}
        onChange={() => {}}
        inline
        error={t('validation.requiredField')}
        options={[
          { value: 'email', label: t('gallery.email') },
          { value: 'phone', label: t('gallery.phone') },
        ]}
      />
    </div>
  );
}
