/** The few answers the edge writes itself, for when no Astro page can (no build, or a refused request). */
const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1><p>${text}</p><p><a href="/">Go to the home page</a></p></main></body></html>`;

export const notFoundHtml = page('Page not found', 'There is no page at this address.');

export const forbiddenHtml = (text: string) => page('Forbidden', text);
