(function(){
"use strict";
if(!window.fetch||!window.DOMParser){return;}
var tag=null,shown=performance.now(),lost=document.getElementById("lost");
function fmt(s){s=Math.max(0,Math.ceil(s-1e-9));var h=Math.floor(s/3600),m=Math.floor(s%3600/60),x=s%60;
return(h?h+":"+(m<10?"0":""):"")+m+":"+(x<10?"0":"")+x;}
function tick(){var t=document.getElementById("timer");if(!t){return;}
var left=parseFloat(t.getAttribute("data-remaining"));
if(t.getAttribute("data-running")==="1"){left-=(performance.now()-shown)/1000;}
var text=fmt(left);if(t.textContent!==text){t.textContent=text;}
if(left<=0&&t.className==="running"){t.className="over";}}
function swap(html){var d=new DOMParser().parseFromString(html,"text/html");
var main=d.getElementById("main"),cur=document.getElementById("main");
var q=document.getElementById("q"),typing=q&&document.activeElement===q;
if(main&&cur&&!typing){cur.replaceWith(main);}
var t=d.getElementById("timer"),old=document.getElementById("timer");
if(t&&old){old.replaceWith(t);}else if(t){document.querySelector("header").appendChild(t);}else if(old){old.remove();}
shown=performance.now();}
function poll(){var h={};if(tag){h["If-None-Match"]=tag;}
fetch(location.pathname+location.search,{headers:h,cache:"no-store",credentials:"omit"}).then(function(r){
if(r.status===304){return null;}if(!r.ok){throw new Error(r.status);}
tag=r.headers.get("ETag");return r.text();
}).then(function(html){if(html!==null){swap(html);}lost.hidden=true;
}).catch(function(){lost.hidden=false;}).then(function(){setTimeout(poll,2000);});}
tick();setInterval(tick,250);setTimeout(poll,2000);
})();
