/**
 * The behaviour elements of the components more than one page holds, in one module every page loads (BaseLayout):
 * the first page fetches it with its other files and later pages find it cached, instead of each page fetching a
 * module per component (docs/decisions/shared-behaviours.md). An element whose markup is not on the page costs only
 * its definition. The behaviour of a component of one page (the pricing tooltips, the blog's newsletter form, the
 * home page's, the checkers', the API docs') stays a module of that page.
 */
import '~/components/layout/header-behaviour';
import '~/components/search/search-button';
import '~/components/lead/lead-trigger';
import '~/components/ui/scroll-table';
import '~/components/ui/tabs';
import '~/components/sections/category-filter';
import '~/components/sections/share-buttons';
