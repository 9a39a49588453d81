/**
 * The demo backend's own texts (422 field messages, failure messages) in the six languages, chosen by the
 * request's Accept-Language as a translating server would (docs/api.md). Server content, not app text: the app
 * shows a server's text as sent, so these are not in the app's catalogues.
 */
type Lang = 'en' | 'zh' | 'es' | 'ja' | 'de' | 'fr';

const TEXTS = {
  nameTooShort: {
    en: 'Name minimum length is 2',
    zh: '姓名至少需要 2 个字符',
    es: 'El nombre debe tener al menos 2 caracteres',
    ja: '氏名は2文字以上で入力してください',
    de: 'Der Name muss mindestens 2 Zeichen lang sein',
    fr: 'Le nom doit comporter au moins 2 caractères',
  },
  mobileInvalid: {
    en: 'Mobile number is not valid',
    zh: '手机号码无效',
    es: 'El número de móvil no es válido',
    ja: '携帯電話番号が正しくありません',
    de: 'Die Mobilnummer ist ungültig',
    fr: 'Le numéro de mobile n’est pas valide',
  },
  mobileBlocked: {
    en: 'This mobile number cannot receive calls from us; please give another one',
    zh: '我们无法拨打此手机号码，请提供其他号码',
    es: 'No podemos llamar a este número de móvil; indique otro, por favor',
    ja: 'この携帯電話番号にはお電話できません。別の番号を入力してください',
    de: 'Unter dieser Mobilnummer können wir Sie nicht anrufen; bitte geben Sie eine andere an',
    fr: 'Nous ne pouvons pas appeler ce numéro de mobile ; veuillez en indiquer un autre',
  },
  emailInvalid: {
    en: 'Email is not valid',
    zh: '电子邮箱地址无效',
    es: 'El correo electrónico no es válido',
    ja: 'メールアドレスが正しくありません',
    de: 'Die E-Mail-Adresse ist ungültig',
    fr: 'L’adresse e-mail n’est pas valide',
  },
  emailDuplicate: {
    en: 'An enquiry with this email address already exists',
    zh: '使用此电子邮箱地址的咨询已存在',
    es: 'Ya existe una consulta con esta dirección de correo electrónico',
    ja: 'このメールアドレスでのお問い合わせはすでにあります',
    de: 'Zu dieser E-Mail-Adresse gibt es bereits eine Anfrage',
    fr: 'Une demande avec cette adresse e-mail existe déjà',
  },
  courseInvalid: {
    en: 'Course of interest is not valid',
    zh: '意向课程无效',
    es: 'El curso de interés no es válido',
    ja: '希望コースが正しくありません',
    de: 'Der gewünschte Kurs ist ungültig',
    fr: 'La formation souhaitée n’est pas valide',
  },
  stateInvalid: {
    en: 'State is not valid',
    zh: '所选邦无效',
    es: 'El estado no es válido',
    ja: '州が正しくありません',
    de: 'Der Bundesstaat ist ungültig',
    fr: 'L’État n’est pas valide',
  },
  cityInvalid: {
    en: 'City is not valid',
    zh: '所选城市无效',
    es: 'La ciudad no es válida',
    ja: '都市が正しくありません',
    de: 'Die Stadt ist ungültig',
    fr: 'La ville n’est pas valide',
  },
  termsRequired: {
    en: 'Accepting terms & conditions are required',
    zh: '必须接受条款和条件',
    es: 'Es necesario aceptar los términos y condiciones',
    ja: '利用規約への同意が必要です',
    de: 'Die Allgemeinen Geschäftsbedingungen müssen akzeptiert werden',
    fr: 'Vous devez accepter les conditions générales',
  },
  unreadable: {
    en: 'The enquiry could not be read',
    zh: '无法读取该咨询',
    es: 'No se ha podido leer la consulta',
    ja: 'お問い合わせ内容を読み取れませんでした',
    de: 'Die Anfrage konnte nicht gelesen werden',
    fr: 'La demande n’a pas pu être lue',
  },
  needsAttention: {
    en: 'Some details need your attention',
    zh: '部分信息需要您检查',
    es: 'Algunos datos requieren su atención',
    ja: '確認が必要な項目があります',
    de: 'Einige Angaben müssen geprüft werden',
    fr: 'Certaines informations doivent être vérifiées',
  },
  formUnavailable: {
    en: 'This form is not available',
    zh: '此表单不可用',
    es: 'Este formulario no está disponible',
    ja: 'このフォームは利用できません',
    de: 'Dieses Formular ist nicht verfügbar',
    fr: 'Ce formulaire n’est pas disponible',
  },
} satisfies Record<string, Record<Lang, string>>;

export type ServerText = keyof typeof TEXTS;

/** The first language of an Accept-Language header the demo speaks, else English. */
function serverLanguage(acceptLanguage: string | null): Lang {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const primary = part.trim().split(/[-;]/)[0]?.toLowerCase();
    if (primary && primary in TEXTS.unreadable) return primary as Lang;
  }
  return 'en';
}

/** A translator for one request: `say('mobileBlocked')`. */
export function serverTexts(request: Request): (key: ServerText) => string {
  const lang = serverLanguage(request.headers.get('accept-language'));
  return (key) => TEXTS[key][lang];
}
