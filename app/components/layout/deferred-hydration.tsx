import { useEffect, useState } from "react";
import { Scripts, useMatches } from "react-router";
import { heldScriptsId } from "../../features/page-cache/hydration-payload.ts";
import { languageCookieAttributes, languageCookieName, rememberLanguageAttribute } from "../../i18n/detect.ts";
import { nativeAttribute } from "../ui/native-action.ts";
import { checkoutHandOverKey, handOverAttribute } from "../../features/catalog/checkout-hand-over.ts";

/**
 * A route's `handle` for pages anonymous visitors read: they hydrate on the visitor's first
 * interaction instead of at load (decision 022). Pages whose job is a form or a signed-in flow
 * leave it out and hydrate at load as before.
 */
export const hydrateOnInteraction = { hydration: "on-interaction" } as const;

function wantsDeferredHydration(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as { hydration?: unknown }).hydration === hydrateOnInteraction.hydration;
}

/** Session-storage key naming the address the loader reloaded because its page changed. */
const resumeKey = "site:hydrate-after-reload";

/** Fired by the root layout once React has hydrated the document; the loader replays what it kept. */
export const hydratedEvent = "site:hydrated";

/**
 * Set on `<html>` by the loader once React has committed the document (after `hydratedEvent`):
 * until then a control may carry React's props from a hydration render not yet committed, and a
 * click on a `data-native` one does what the browser does (tests wait for it).
 */
export const hydratedAttribute = "data-hydrated";

// Elements whose click needs React: buttons. Everything the browser does by itself is left to it
// (decision 041): radio buttons and checkboxes check (React reads their state when it hydrates),
// labels click their control, a <summary> opens its <details>, links navigate.
const replayable = 'button,input[type="submit"],input[type="image"],[role="button"]';

/**
 * The inline loader. With `held`, React Router's <Scripts/> is inside a <noscript>, which a
 * browser with scripting parses as text: its modulepreload links and its route-modules script
 * (manifest, route modules, entry) neither load nor run. The loader then parses that text and
 * - runs the context script (`window.__reactRouterContext`) at once, because the streamed data
 *   scripts that follow it write into the stream it creates;
 * - on the first sign of a visitor (pointer, touch, wheel, key, focus) inserts the rest in its
 *   order, exactly as <Scripts/> would have at load, so React hydrates as usual.
 * A page from the page cache holds neither: its <noscript> is empty and names in `data-src` the
 * hydration payload (page-cache/hydration-payload.ts), the same scripts and the stream scripts.
 * The loader fetches it at the first sign of a visitor and inserts all of it in order. A 404 means
 * the page changed meanwhile, so it loads the page again and, the visitor having shown up already,
 * the new page hydrates at once (a session-storage mark names the reloaded address; only once, so a
 * payload that keeps changing cannot reload forever). On a network error the next sign retries.
 * On every page, held or not, it keeps each click on a replayable element and each form
 * submission until hydration (their default is prevented) and replays them on the same element
 * once its React props are attached, except on what is marked `data-native` (and the submit
 * buttons of a form so marked), whose own navigation or native behaviour is the action (the
 * mobile menu's popover button). Before hydration it also writes the language cookie on a click on
 * a DE/EN link, which then navigates, and keeps `aria-expanded` of a popover's controls in step
 * with it. The cookie banner never reaches it: the head script answers it (decision 041).
 * A parsed script never runs, so each is recreated with its attributes (the nonce on uncached
 * pages; on cached pages its body's hash is in the CSP, computed from the page as rendered).
 */
export function loaderSource(held: boolean): string {
  return `(function(d,w,held){
var kept=[],start=function(){};
if(held){
var resume=${JSON.stringify(resumeKey)},resumed=false;
var holder=d.getElementById(${JSON.stringify(heldScriptsId)}),source=holder.getAttribute("data-src"),later=[],started=false;
var nodesOf=function(html){var parsed=d.createElement("template");parsed.innerHTML=html;return Array.prototype.slice.call(parsed.content.children)};
var insert=function(node){
if(node.tagName!=="SCRIPT"){d.head.appendChild(d.importNode(node,true));return}
var script=d.createElement("script");
for(var i=0;i<node.attributes.length;i++)script.setAttribute(node.attributes[i].name,node.attributes[i].value);
script.text=node.text;d.body.appendChild(script)};
if(!source)nodesOf(holder.textContent).forEach(function(node){
if(node.tagName==="SCRIPT"&&!node.type)insert(node);else later.push(node)});
var wake=["pointermove","pointerdown","touchstart","wheel","keydown","focusin"];
var listen=function(on){wake.forEach(function(type){on?w.addEventListener(type,start,{capture:true,passive:true}):w.removeEventListener(type,start,true)})};
start=function(){if(started)return;started=true;listen(false);
if(!source){later.forEach(insert);return}
fetch(source).then(function(response){
if(response.status===404){if(!resumed)try{w.sessionStorage.setItem(resume,w.location.href)}catch(error){}w.location.reload();return}
if(!response.ok)throw response.status;
return response.text().then(function(html){nodesOf(html).forEach(insert)})
}).catch(function(){kept.length=0;started=false;listen(true)})};
listen(true);
try{resumed=w.sessionStorage.getItem(resume)===w.location.href;if(resumed)w.sessionStorage.removeItem(resume)}catch(error){}
if(resumed){if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",start);else start()}}
function keep(event){if(!event.target.closest)return;
var target=event.target.closest(event.type==="submit"?"form":${JSON.stringify(replayable)});
if(!target||target.closest(${JSON.stringify(`[${nativeAttribute}]`)})||target.form&&target.form.hasAttribute(${JSON.stringify(nativeAttribute)}))return;
if(target.tagName==="A"&&(event.button||event.ctrlKey||event.metaKey||event.shiftKey||event.altKey))return;
event.preventDefault();event.stopImmediatePropagation();kept.push([target,event.type,event.submitter]);start()}
function rememberLanguage(event){var link=event.target.closest&&event.target.closest(${JSON.stringify(`[${rememberLanguageAttribute}]`)});
if(link&&!isHydrated(link))d.cookie=${JSON.stringify(`${languageCookieName}=`)}+link.getAttribute(${JSON.stringify(rememberLanguageAttribute)})+${JSON.stringify(languageCookieAttributes)}+(w.location.protocol==="https:"?"; Secure":"")}
function followToggle(event){var toggled=event.target;if(!toggled.id||isHydrated(toggled))return;
d.querySelectorAll('[aria-controls="'+toggled.id+'"]').forEach(function(control){control.setAttribute("aria-expanded",String(event.newState==="open"))})}
function storeHandOver(event){var form=event.target;if(!form.hasAttribute||!form.hasAttribute(${JSON.stringify(handOverAttribute)})||isHydrated(form))return;
try{var record=JSON.parse(form.getAttribute(${JSON.stringify(handOverAttribute)}));var checked=form.querySelector("input[type=radio]:checked");
if(checked){record.selectedPricing={name:checked.value,amount:Number(checked.getAttribute("data-amount"))};record.price=record.selectedPricing.amount}
w.sessionStorage.setItem(${JSON.stringify(checkoutHandOverKey)},JSON.stringify(record))}catch(error){}}
w.addEventListener("click",keep,true);w.addEventListener("submit",keep,true);w.addEventListener("submit",storeHandOver,true);w.addEventListener("click",rememberLanguage,true);w.addEventListener("toggle",followToggle,true);
function isHydrated(element){return Object.keys(element).some(function(key){return key.indexOf("__reactProps$")===0})}
function replay(){var entry=kept[0];if(!entry)return;
if(entry[0].isConnected&&!isHydrated(entry[0])){requestAnimationFrame(replay);return}
kept.shift();
if(entry[0].isConnected){if(entry[1]==="click")entry[0].click();else entry[0].requestSubmit(entry[2])}
setTimeout(replay,0)}
w.addEventListener(${JSON.stringify(hydratedEvent)},function(){d.documentElement.setAttribute(${JSON.stringify(hydratedAttribute)},"");
w.removeEventListener("click",keep,true);w.removeEventListener("submit",keep,true);w.removeEventListener("submit",storeHandOver,true);replay()},{once:true})
})(document,window,${held});`;
}

const heldLoader = loaderSource(true);
const keeperOnly = loaderSource(false);

/**
 * Whether this document hydrates on interaction: the leaf route asks for it and nobody is signed
 * in (a signed-in visitor's header holds the account menu, whose Radix trigger opens on pointerdown
 * and could not be replayed as a click). Decided at the first render and kept for the document's
 * life, so a client-side navigation never swaps <Scripts/> in or out.
 */
export function useDeferredHydration(signedIn: boolean): boolean {
  const matches = useMatches();
  const [deferred] = useState(() => !signedIn && wantsDeferredHydration(matches.at(-1)?.handle));
  return deferred;
}

/** <Scripts/>, at load or held back until the visitor interacts, with the loader that keeps clicks until hydration. */
export function PageScripts({ deferred, nonce }: { deferred: boolean; nonce: string }) {
  // The loader comes first: it must listen before the module scripts of <Scripts/> could hydrate.
  return (
    <>
      {deferred ? (
        // The browser keeps a <noscript>'s content as text, and React never renders or hydrates its children in the browser.
        <noscript id={heldScriptsId}>
          <Scripts />
        </noscript>
      ) : null}
      <script nonce={nonce || undefined} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: deferred ? heldLoader : keeperOnly }} />
      {deferred ? null : <Scripts />}
    </>
  );
}

/** Tells the loader that the document is hydrated, so it replays the clicks it kept meanwhile. */
export function useAnnounceHydration(): void {
  useEffect(() => {
    window.dispatchEvent(new Event(hydratedEvent));
  }, []);
}
