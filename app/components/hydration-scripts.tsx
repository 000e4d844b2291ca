import { Scripts } from "@remix-run/react";
import { useEffect } from "react";

import { useNonce } from "~/lib/nonce";

const HYDRATION_SCRIPTS_ID = "skrypty";

/**
 * The page is painted before its scripts are fetched: Remix's <Scripts/>
 * (the modules' preloads, the loader data, the module that hydrates) are
 * written inside <noscript>, which a browser with JavaScript keeps as inert
 * text, and a small nonced script puts them into the page after the first
 * paint (START_AFTER_PAINT). On a slow line the first screen does not share
 * it with ~80 KB of modules, and on a repeat visit, when they come from the
 * cache, their compiling and the hydration do not delay the first paint.
 *
 * Parsed by a Range, the scripts run when inserted (innerHTML's would not);
 * they keep their nonce. They go inside the <noscript> itself: React does not
 * hydrate its children, so the nodes added there are never a mismatch.
 *
 * Without JavaScript a <noscript>'s content is markup, and the modules'
 * preloads would be fetched (~80 KB on a form page) for nothing: it is wrapped
 * in a <template>, whose content a browser neither runs nor fetches. With
 * JavaScript the wrapper is text, and is taken off before the parse.
 */
export function HydrationScripts() {
  const nonce = useNonce();
  // The whole page is hydrated when an effect runs: `<html data-hydrated>` says so (the e2e tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <>
      <noscript id={HYDRATION_SCRIPTS_ID}>
        <template>
          <Scripts nonce={nonce} />
        </template>
      </noscript>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: START_AFTER_PAINT }} />
    </>
  );
}

/**
 * Once the first contentful paint is reported (presented, not only drawn);
 * where the browser does not report paints, after the first frame. Run once.
 */
const START_AFTER_PAINT = `(function(){
var n=document.getElementById(${JSON.stringify(HYDRATION_SCRIPTS_ID)}),P=window.PerformanceObserver;
function start(){if(!n.childElementCount)n.appendChild(document.createRange().createContextualFragment(n.textContent.replace(/^\\s*<template>|<\\/template>\\s*$/g,"")))}
if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(start)}}).observe({type:"paint",buffered:true});
else requestAnimationFrame(function(){setTimeout(start)});
})()`;
