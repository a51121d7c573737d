// The pages fixture's only configuration. Each page is built as an app of its own, as a user's
// app with that one page would be: `OXO_PAGE=play vite build` builds play.html into dist/play/
// (served under /play/), so no page shares a chunk with another, and a module's exports that
// only another page uses are shaken out. Without OXO_PAGE (vite preview) it serves dist/.
// Nothing else is set: each page is what a default `vite build` makes of it.
const page = process.env.OXO_PAGE;

export default page
  ? {
    base: `/${page}/`,
    logLevel: 'warn',
    build: { outDir: `dist/${page}`, emptyOutDir: true, rolldownOptions: { input: `${page}.html` } },
  }
  : { logLevel: 'warn' };
