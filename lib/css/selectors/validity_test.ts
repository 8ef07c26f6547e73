import { assertMatches } from "./testing.ts";

// Expected matches: element.matches() in Chromium 156 on the same document, elements named by
// id (tag name without one); null where Chromium drops the rule from cssRules.

Deno.test(":valid, :invalid, :in-range, :out-of-range before any user input", () => {
  assertMatches(
    `<!doctype html><html id=html><body id=body>
<form id=f1>
<input id=plain><input id=req required><input id=reqv required value=x><input id=dis required disabled><input id=ro required readonly><input id=hid type=hidden required>
<input id=cbreq type=checkbox required><input id=cbreqc type=checkbox required checked><input id=rocb type=checkbox readonly required>
<input id=r1 type=radio name=g required><input id=r2 type=radio name=g><input id=r3 type=radio name=h required checked><input id=r4 type=radio name=h>
<input id=file type=file required>
<input id=email type=email value="bad"><input id=email2 type=email value=" a@b.c "><input id=emails type=email multiple value="a@b.c, d@e.f"><input id=url type=url value="x"><input id=url2 type=url value="https://example.com/">
<input id=pat pattern="[0-9]+" value="abc"><input id=pat2 pattern="[0-9]+" value="123"><input id=patbad pattern="[" value="abc"><input id=ml maxlength=2 value="abcd">
<input id=num type=number min=1 max=5 value=7><input id=num2 type=number min=1 max=5 value=3><input id=numbad type=number min=1 value=abc><input id=step type=number step=0.5 value=1.25><input id=step2 type=number min=0.25 step=0.5 value=1.25><input id=stepany type=number step=any value=1.3><input id=numdef type=number value=1.5><input id=numdef2 type=number min=0 value=1.5>
<input id=date type=date min=2020-01-01 value=2019-12-31><input id=date2 type=date max=2020-01-01 value=2019-12-31><input id=datebad type=date value=2019-02-30 min=2020-01-01><input id=time type=time max=12:00 value=13:30><input id=month type=month min=2020-05 value=2020-04><input id=week type=week max=2020-W10 value=2020-W11><input id=dtl type=datetime-local min=2020-01-01T10:00 value=2020-01-01T09:59>
<input id=range type=range min=0 max=10 value=50><input id=txtrange min=1 max=2 value=5><input id=numnone type=number><input id=numdis type=number disabled max=1 value=5>
<textarea id=ta required></textarea><textarea id=ta2 required>x</textarea><textarea id=taro required readonly></textarea>
<select id=sel required><option id=o1 value="">choose<option id=o2>b</select><select id=sel2 required><option id=o3>a</select><select id=sel3 required multiple><option id=o4 value="">a</select><select id=sel4 required size=2><option id=o5 value="">a</select><select id=sel5 required><option id=o6>choose<option id=o7>b</select>
<button id=btn>b</button><button id=btn2 type=button>b</button><button id=btn3 type=reset>b</button><input id=sub type=submit><input id=img type=image><output id=out>o</output><object id=obj></object>
<datalist id=dl><input id=indl required></datalist>
<fieldset id=fs><input id=infs required></fieldset><fieldset id=fs2 disabled><input id=infs2 required></fieldset><fieldset id=fs3><input id=infs3></fieldset>
</form>
<form id=f2><input id=f2a></form><input id=outside required form=f2><form id=f3><input id=f3a required></form>
</body></html>`,
    [
      [
        ":valid",
        "plain reqv cbreqc r3 r4 email2 emails url2 pat2 patbad ml num2 numbad " +
        "step step2 stepany numdef date2 datebad range txtrange numnone ta2 " +
        "sel2 sel5 btn sub fs2 fs3 infs3 f2a",
      ],
      [
        ":invalid",
        "f1 req cbreq r1 r2 file email url pat num numdef2 date time month " +
        "week dtl ta sel sel3 sel4 fs infs f2 outside f3 f3a",
      ],
      [":in-range", "num2 numbad step2 numdef2 date2 datebad range numnone"],
      [":out-of-range", "num date time month week dtl"],
      [":user-valid", ""],
      [":user-invalid", ""],
    ],
  );
});

Deno.test("a ranged input with a value is in or out of range only with a min or a max", () => {
  assertMatches(
    `<!doctype html><html><body><input id=d type=date value=2020-01-01><input id=t type=time value=10:00><input id=m type=month value=2020-01><input id=w type=week value=2020-W01><input id=dl type=datetime-local value=2020-01-01T10:00><input id=n type=number value=5><input id=nmin type=number min=1 value=5><input id=nstep type=number step=2 value=5><input id=dis type=number min=0 disabled value=5><input id=ro type=number min=0 readonly value=5><input id=dro type=date readonly><input id=dmin type=date min=2020-02-01></body></html>`,
    [
      [":in-range", "nmin dmin"],
      [":out-of-range", ""],
      [":valid", "d t m w dl n nmin nstep dmin"],
      [":invalid", ""],
    ],
  );
});
