/**
 * How many elements a built page puts in the document at load (issue 32: at most ELEMENT_LIMIT per page), for
 * `npm run budgets`. The page's HTML is parsed with happy-dom (no script runs, nothing is fetched) and every element
 * of the document is counted, `<html>`, `<head>` and `<body>` included. The content of a `<template>` is not: it
 * lives in a separate, inert document fragment until a script clones it into place (the header's menus and drawer),
 * so the browser neither styles nor lays it out. The `<template>` element itself counts as one.
 *
 * Lighthouse 13 reports a close figure as the `dom-size-insight` audit (Chrome's DOMStats trace event, the largest
 * during its trace). It leaves out `<head>` (about 33 elements here) and template content, and it sees what scripts
 * add after load: /terms 232 here, 199 in Lighthouse (198 in <body>); / 1,081 here, 1,053 in Lighthouse (1,045 in
 * <body>, islands add a few). So the figure gated here is the stricter one, by about the size of <head>.
 */
import { Window } from 'happy-dom';

/** The most elements any page (except Decap's own UI at /cms) may have at load. */
export const ELEMENT_LIMIT = 800;

/** Routes whose element count is not ours to budget: /cms is Decap CMS's own single-page app. */
export const ELEMENT_EXEMPT = ['/cms'];

/**
 * The elements of the document `html` parses to, `<template>` content excluded.
 * @param {string} html
 * @returns {number}
 */
export function countElements(html) {
  const window = new Window({
    // Scripts, style sheets and iframes are neither run nor loaded by default (happy-dom 21); nor are script files.
    settings: { disableJavaScriptFileLoading: true, navigation: { disableMainFrameNavigation: true } },
  });
  try {
    const doc = new window.DOMParser().parseFromString(html, 'text/html');
    // getElementsByTagName walks the document's own tree: a template's content is a separate fragment it never enters.
    return doc.getElementsByTagName('*').length;
  } finally {
    void window.happyDOM.close();
  }
}
