import { equal } from "node:assert/strict";
import type { Element } from "domhandler";
import { parseHtml } from "../../html/parse.ts";
import { someDescendant } from "./dom.ts";
import { dropDownLabel } from "./form_controls.ts";
import { assertMatches } from "./testing.ts";

// Expected matches: element.matches() in Chromium 156 on the same document, elements named by
// id (tag name without one); null where Chromium drops the rule from cssRules.

Deno.test("form control states of a page as loaded", () => {
  assertMatches(
    `<!doctype html>
<html><body>
<form id=f1>
<input id=i1><input id=i2 required><input id=i3 disabled><input id=i4 readonly><input id=i5 placeholder="x"><input id=i6 placeholder="x" value="v"><input id=i7 placeholder=""><input id=i8 placeholder="
">
<input id=cb1 type=checkbox checked><input id=cb2 type=checkbox><input id=cb3 type=checkbox required>
<input id=r1 type=radio name=g checked><input id=r2 type=radio name=g checked><input id=r3 type=radio name=h><input id=r4 type=radio name=h><input id=r5 type=radio>
<input id=hid type=hidden required><input id=rng type=range><input id=col type=color><input id=sub type=submit><input id=sub2 type=submit><button id=btn>b</button><button id=btn2 type=button>b</button><input id=img2 type=image><input id=rst type=reset><input id=btn3 type=button>
<input id=ro2 type=checkbox readonly><input id=dt type=date><input id=fil type=file><input id=num type=number min=1 max=5 value=7><input id=num2 type=number min=1 max=5 value=3><input id=email type=email value="bad"><input id=email2 type=email value="a@b.c"><input id=url type=url value="x"><input id=pat pattern="[0-9]+" value="abc"><input id=ml maxlength=2 value="abcd"><input id=rq2 required value="x"><input id=xx type=bogus readonly>
<textarea id=ta></textarea><textarea id=ta2 readonly></textarea><textarea id=ta3 placeholder=p></textarea><textarea id=ta4 placeholder=p>t</textarea><textarea id=ta5 required></textarea><textarea id=ta6 disabled></textarea>
<select id=sel><option id=o1>a<option id=o2>b</select>
<select id=sel2><option id=o3>a<option id=o4 selected>b<option id=o4b selected>c</select>
<select id=sel3 multiple><option id=o5>a<option id=o5b selected>b<option id=o5c selected>c</select>
<select id=sel4 size=3><option id=o6>a</select>
<select id=sel5 required><option id=o7 value="">choose<option id=o8>b</select>
<select id=sel6 disabled><option id=o9>a</select>
<select id=sel7><optgroup id=og disabled><option id=o10>a</optgroup><option id=o11 disabled>b<option id=o12>c</select>
<select id=sel8 readonly><option id=o13 disabled>a</option><option id=o14>b</select>
<fieldset id=fs disabled><legend id=lg><input id=inleg></legend><legend id=lg2><input id=inleg2></legend><input id=infs><div><button id=fsbtn>x</button></div></fieldset>
<fieldset id=fs2><input id=infs2></fieldset>
<progress id=pg></progress><progress id=pg2 value=1></progress><meter id=mt value=1></meter>
<div id=ce contenteditable>e<span id=ces>s</span></div><div id=ce2 contenteditable=false>e</div><div id=ce3 contenteditable=plaintext-only>e</div><div id=plain>p</div>
<a id=a1 href=x>l</a><a id=a2>n</a><a id=a3 href="">e</a><area id=ar href=x><link id=lk href=x rel=help><map><area id=ar2></map>
<details id=det open><summary id=sum>s</summary></details><details id=det2><summary id=sum2>s</summary></details><dialog id=dlg open>d</dialog><dialog id=dlg2>d</dialog>
<output id=out>o</output><object id=obj></object><img id=im src=x>
<my-el id=custom></my-el><button id=btn4 disabled>x</button>
</form>
<form id=f2><button id=b5 type=button>x</button><input id=sub3 type=submit disabled><input id=sub4 type=image></form>
<form id=f3><input id=f3i required></form>
<input id=orphan type=submit>
<svg><a id=svga href="x"><text id=svgt>t</text></a></svg>
</body></html>`,
    [
      [":checked", "cb1 r2 o1 o4b o5b o5c o7 o9 o12 o14"],
      [":default", "cb1 r1 r2 sub o4 o4b o5b o5c sub3"],
      [":indeterminate", "r3 r4 r5 pg"],
      [":disabled", "i3 ta6 sel6 o9 og o10 o11 o13 fs inleg2 infs fsbtn btn4 sub3"],
      [
        ":enabled",
        "i1 i2 i4 i5 i6 i7 i8 cb1 cb2 cb3 r1 r2 r3 r4 r5 hid rng col sub sub2 " +
        "btn btn2 img2 rst btn3 ro2 dt fil num num2 email email2 url pat ml " +
        "rq2 xx ta ta2 ta3 ta4 ta5 sel o1 o2 sel2 o3 o4 o4b sel3 o5 o5b o5c " +
        "sel4 o6 sel5 o7 o8 sel7 o12 sel8 o14 inleg fs2 infs2 b5 sub4 f3i " +
        "orphan",
      ],
      [":required", "i2 cb3 rq2 ta5 sel5 f3i"],
      [
        ":optional",
        "i1 i3 i4 i5 i6 i7 i8 cb1 cb2 r1 r2 r3 r4 r5 hid rng col sub sub2 btn " +
        "btn2 img2 rst btn3 ro2 dt fil num num2 email email2 url pat ml xx ta " +
        "ta2 ta3 ta4 ta6 sel sel2 sel3 sel4 sel6 sel7 sel8 inleg inleg2 infs " +
        "fsbtn infs2 btn4 b5 sub3 sub4 orphan",
      ],
      [
        ":read-only",
        "html head body f1 i3 i4 cb1 cb2 cb3 r1 r2 r3 r4 r5 hid rng col sub " +
        "sub2 btn btn2 img2 rst btn3 ro2 fil xx ta2 ta6 sel o1 o2 sel2 o3 o4 " +
        "o4b sel3 o5 o5b o5c sel4 o6 sel5 o7 o8 sel6 o9 sel7 og o10 o11 o12 " +
        "sel8 o13 o14 fs lg lg2 inleg2 infs div fsbtn fs2 pg pg2 mt ce2 plain " +
        "a1 a2 a3 ar lk map ar2 det sum det2 sum2 dlg dlg2 out obj im custom " +
        "btn4 f2 b5 sub3 sub4 f3 orphan",
      ],
      [
        ":read-write",
        "i1 i2 i5 i6 i7 i8 dt num num2 email email2 url pat ml rq2 ta ta3 ta4 " +
        "ta5 inleg infs2 ce ces ce3 f3i",
      ],
      [":placeholder-shown", "i5 i7 i8 ta3"],
    ],
  );
});

Deno.test(":placeholder-shown by input type and value; :read-write by contenteditable", () => {
  assertMatches(
    `<!doctype html><html id=html><body id=body>
<input id=text placeholder=x><input id=valued placeholder=x value=v><input id=empty placeholder=""><input id=newline placeholder="
"><input id=newvalue placeholder=x value="
"><input id=cb type=checkbox placeholder=x><input id=pwd type=password placeholder=x><input id=num type=number placeholder=x value=abc><input id=date type=date placeholder=x><input id=tel type=tel placeholder=x><input id=search type=search placeholder=x><input id=color type=color placeholder=x><input id=bogus type=bogus placeholder=x>
<textarea id=ta placeholder=p></textarea><textarea id=ta2 placeholder=p>t</textarea><textarea id=ta3></textarea>
<div id=ce contenteditable>e<span id=ces>s</span><span id=off contenteditable=false>n<b id=offb>b</b></span></div><div id=ce2 contenteditable=TRUE>e</div><div id=ce3 contenteditable=plaintext-only>e</div><div id=ce4 contenteditable=bogus>e</div>
</body></html>`,
    [
      [":placeholder-shown", "text empty newline newvalue pwd num tel search bogus ta"],
      [
        ":read-write",
        "text valued empty newline newvalue pwd num date tel search bogus ta " +
        "ta2 ta3 ce ces ce2 ce3",
      ],
    ],
  );
});

Deno.test("radio groups by form owner and name; options of selects, datalists, optgroups", () => {
  assertMatches(
    `<!doctype html><html id=html><body id=body>
<form id=f1><input type=radio id=a1 name=g checked><input type=radio id=a2 name=G></form>
<form id=f2><input type=radio id=b1 name=g checked><input type=radio id=b2 name=g checked form=f1></form>
<input type=radio id=c1 name=g checked><input type=radio id=c2 name=g>
<select id=s1 multiple size=1><option id=m1>a<option id=m2>b</select>
<select id=s2 size=0><option id=z1>a</select>
<datalist id=dl><option id=d1 selected>a<option id=d2>b</datalist><option id=loose selected>c</option>
<select id=s3><optgroup label=g><option id=g1 disabled>a<option id=g2>b</optgroup></select>
<fieldset id=outer disabled><legend id=lg><fieldset id=inner><input id=deep></fieldset></legend><input id=after></fieldset>
<button id=b form=f2>b</button><input id=sub type=submit form=f1>
</body></html>`,
    [
      [":checked", "b2 c1 z1 d1 loose g2"],
      [":indeterminate", "a2 b1"],
      [":default", "a1 b1 b2 c1 d1 loose b sub"],
      [":disabled", "g1 outer after"],
    ],
  );
});

Deno.test("a drop-down select shows its selected option's label; list boxes show options", () => {
  const document = parseHtml(`<select id=first><option>  One
    two </option><option>B</option></select><select id=marked><option>a<option selected
    label="Chosen">b</select><select id=grouped><optgroup label=g><option disabled>x<option>
    In group</optgroup></select><select id=none></select><select id=list multiple>
    <option selected>a</select><select id=rows size=3><option>a</select>
    <select id=one size=1><option>a</select><p id=p>`);
  const label = (id: string) => {
    let found: Element | undefined;
    someDescendant(document, (e) => e.attribs.id === id && (found = e, true));
    return dropDownLabel(found!);
  };
  // Chromium 156 prints these texts in the select's box.
  equal(label("first"), "One two");
  equal(label("marked"), "Chosen");
  equal(label("grouped"), "In group");
  equal(label("none"), "");
  equal(label("one"), "a");
  for (const id of ["list", "rows", "p"]) equal(label(id), undefined);
});
