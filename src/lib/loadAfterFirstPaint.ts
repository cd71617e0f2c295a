/**
 * An inline module's code that imports `url` once the page has loaded (its pictures included) and
 * its first contentful paint has been reported. The load event alone often comes before the first
 * paint (the HTML arrives whole), so a script fetched then, with the modules it imports, lands on
 * the first paint's path (Lighthouse's simulation counts it there). Without paint timing, or if no
 * paint is reported (a tab opened in the background paints when shown), it loads after 3 s at the
 * latest. A page loading its script this way must work without it meanwhile (published pages are
 * plain HTML; the sign-in forms post to their page, which answers).
 */
export function loadAfterFirstPaint(url: string): string {
  const steps = [
    `let d=0;const go=()=>{if(!d){d=1;import(${JSON.stringify(url)})}}`,
    `const after=()=>{setTimeout(go,3000);try{const o=new PerformanceObserver(l=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go)}});o.observe({type:"paint",buffered:true})}catch{go()}}`,
    `document.readyState==="complete"?after():addEventListener("load",after,{once:true})`,
  ];
  return steps.join(";");
}
