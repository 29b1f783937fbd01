/** The static pages' HTML (loadhtml.php), served without a session. */
import { STATIC_PAGE_HTML } from '../game/content/pages';
import { type Handlers, routeModule } from '../http/endpoints';

const staticPage: Handlers<'pages'>['rules'] = (input) =>
  Promise.resolve(STATIC_PAGE_HTML[input.mod]);

export const pagesRoutes = routeModule('pages', {
  rules: staticPage,
  privacy: staticPage,
  beginners_guide: staticPage,
});
