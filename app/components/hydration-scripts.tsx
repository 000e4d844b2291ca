import { Scripts } from "@remix-run/react";
import { useEffect } from "react";

import { useNonce } from "~/lib/nonce";

const HYDRATION_SCRIPTS_ID = "skrypty";

/** Why: docs/decisions/001-scripts-after-first-paint.md */
export function HydrationScripts() {
  const nonce = useNonce();
  // `<html data-hydrated>`: the e2e tests wait for it.
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

const START_AFTER_PAINT = `(function(){
var n=document.getElementById(${JSON.stringify(HYDRATION_SCRIPTS_ID)}),P=window.PerformanceObserver;
function start(){if(!n.childElementCount)n.appendChild(document.createRange().createContextualFragment(n.textContent.replace(/^\\s*<template>|<\\/template>\\s*$/g,"")))}
if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(start)}}).observe({type:"paint",buffered:true});
else requestAnimationFrame(function(){setTimeout(start)});
})()`;
