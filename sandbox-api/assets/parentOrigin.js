// The origin of the window that frames this page, chosen only among `sites` (the site's origins,
// from server configuration, handed over in the page's JSON): the browser's own record of the
// ancestors where it keeps one, else the referrer the site's frame sends (its
// referrerpolicy="origin"). Null when the page is not framed or its parent is not the site. A
// postMessage addressed to that origin reaches the parent only if it really is that origin.
// Loaded before the page's own script (the sportsbook, the content frame), which calls it.
'use strict';
window.vitrinParentOrigin = function (sites) {
  if (window.parent === window) return null;
  var seen = [];
  try { if (location.ancestorOrigins && location.ancestorOrigins.length) seen.push(location.ancestorOrigins[0]); } catch (_e) { /* not kept by this browser */ }
  try { if (document.referrer) seen.push(new URL(document.referrer).origin); } catch (_e) { /* no usable referrer */ }
  for (var i = 0; i < seen.length; i += 1) if (sites.indexOf(seen[i]) >= 0) return seen[i];
  return sites.length === 1 ? sites[0] : null;
};
