// Every page of the site, in one place: the accessibility scan visits each of them.
// A new page is one line here.
export const PAGES = [
  { path: '/', name: 'play' },
  { path: '/rules', name: 'rules' },
  { path: '/stats', name: 'statistics' },
  { path: '/settings', name: 'settings' },
  { path: '/table/company', name: 'Company' }
] as const;
