/** The contact form's notices as they first stood, in both languages: the legal team's to confirm and edit. */
export const INITIAL_NOTICE = {
  _type: 'localeBlockContent',
  es: [
    {
      _type: 'block',
      _key: '59f48788c202',
      style: 'normal',
      markDefs: [
        {
          _type: 'link',
          _key: '008cf91aca4a',
          href: 'mailto:privacidad@habitum.example',
        },
      ],
      children: [
        {
          _type: 'span',
          _key: '21099951271f',
          text: 'Habitum S.A.S. guarda estos datos solo para responder tu consulta y no los cede a nadie. Nombre, e-mail y consulta hacen falta para contestarte; el tipo de organización es optativo. Podés pedir verlos, corregirlos o borrarlos escribiendo a ',
          marks: [],
        },
        {
          _type: 'span',
          _key: '5acd136a536f',
          text: 'privacidad@habitum.example',
          marks: ['008cf91aca4a'],
        },
        {
          _type: 'span',
          _key: '48446958af53',
          text: '.',
          marks: [],
        },
      ],
    },
  ],
  en: [
    {
      _type: 'block',
      _key: '1d59565172ac',
      style: 'normal',
      markDefs: [
        {
          _type: 'link',
          _key: '817da4cc39b0',
          href: 'mailto:privacidad@habitum.example',
        },
      ],
      children: [
        {
          _type: 'span',
          _key: '1a477380675c',
          text: 'Habitum S.A.S. keeps these details only to answer your message and shares them with no one. Your name, e-mail and message are needed to reply; the type of organisation is optional. You can ask to see, correct or delete them by writing to ',
          marks: [],
        },
        {
          _type: 'span',
          _key: '04f3fa3e7ea2',
          text: 'privacidad@habitum.example',
          marks: ['817da4cc39b0'],
        },
        {
          _type: 'span',
          _key: '6f224e328bdc',
          text: '.',
          marks: [],
        },
      ],
    },
  ],
}

/** The data-protection authority's notice of the holder's rights (Disposición 10/2008), and how to exercise them. */
export const INITIAL_RIGHTS_NOTICE = {
  _type: 'localeBlockContent',
  es: [
    {
      _type: 'block',
      _key: '28013ab5477e',
      style: 'normal',
      markDefs: [],
      children: [
        {
          _type: 'span',
          _key: '041f3e50ac43',
          text: 'El titular de los datos personales tiene la facultad de ejercer el derecho de acceso a ellos en forma gratuita a intervalos no inferiores a seis meses, salvo que se acredite un interés legítimo al efecto, conforme a lo establecido en el artículo 14, inciso 3, de la Ley 25.326.',
          marks: [],
        },
      ],
    },
    {
      _type: 'block',
      _key: '2aa10301133d',
      style: 'normal',
      markDefs: [],
      children: [
        {
          _type: 'span',
          _key: 'f31d6dec7a55',
          text: 'La Agencia de Acceso a la Información Pública, en su carácter de órgano de control de la Ley 25.326, tiene la atribución de atender las denuncias y reclamos que interpongan quienes resulten afectados en sus derechos por incumplimiento de las normas vigentes en materia de protección de datos personales.',
          marks: [],
        },
      ],
    },
    {
      _type: 'block',
      _key: '36c84b54de8f',
      style: 'normal',
      markDefs: [
        {
          _type: 'link',
          _key: '93883e05e64d',
          href: 'mailto:privacidad@habitum.example',
        },
      ],
      children: [
        {
          _type: 'span',
          _key: 'edd350b08223',
          text: 'Para pedir el acceso, la rectificación, la actualización o la supresión de tus datos, escribí a ',
          marks: [],
        },
        {
          _type: 'span',
          _key: '9ff5dbe6c034',
          text: 'privacidad@habitum.example',
          marks: ['93883e05e64d'],
        },
        {
          _type: 'span',
          _key: 'b2230dfcd21e',
          text: ' con tu nombre completo y el e-mail con el que nos escribiste.',
          marks: [],
        },
      ],
    },
  ],
  en: [
    {
      _type: 'block',
      _key: '84237b1767f5',
      style: 'normal',
      markDefs: [],
      children: [
        {
          _type: 'span',
          _key: '050bfe89d0fb',
          text: 'The owner of personal data has the right to access it free of charge at intervals of no less than six months, unless a legitimate interest is shown, as established in article 14, paragraph 3, of Law 25,326.',
          marks: [],
        },
      ],
    },
    {
      _type: 'block',
      _key: 'e4d2bc26be09',
      style: 'normal',
      markDefs: [],
      children: [
        {
          _type: 'span',
          _key: '6ccb6eb007a4',
          text: 'The Agency for Access to Public Information, as the supervisory authority of Law 25,326, is empowered to handle the complaints and claims of anyone whose rights are affected by a breach of the rules in force on the protection of personal data.',
          marks: [],
        },
      ],
    },
    {
      _type: 'block',
      _key: 'd803f6ab87b1',
      style: 'normal',
      markDefs: [
        {
          _type: 'link',
          _key: '10f9d7fae11d',
          href: 'mailto:privacidad@habitum.example',
        },
      ],
      children: [
        {
          _type: 'span',
          _key: '5ed859ded3c2',
          text: 'To ask for access to your data, or for it to be corrected, updated or deleted, write to ',
          marks: [],
        },
        {
          _type: 'span',
          _key: '7b75faf339ca',
          text: 'privacidad@habitum.example',
          marks: ['10f9d7fae11d'],
        },
        {
          _type: 'span',
          _key: '17e3ff00a2b5',
          text: ' with your full name and the e-mail you wrote to us from.',
          marks: [],
        },
      ],
    },
  ],
}
