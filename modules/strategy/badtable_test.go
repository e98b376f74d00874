package strategy

import (
	"strings"
	"testing"

	"github.com/griffengine/griff/data"
)

// TestBadTableWarnsAndPlays: a unit table with a number out of range, an
// unknown role, a unit trained that is not in the table and a missing
// column warns at file:row:col (or names the file), and the match still
// plays: the peasant gathers.
func TestBadTableWarnsAndPlays(t *testing.T) {
	csv := "id,name:text,role:text,hp:int,damage:int,armor:int,range:int,cooldown:int,speed:int,sight:int,gold:int,wood:int,supply:int,time:int,trains:text\n" +
		"peasant,Peasant,worker,30,3,0,4,60,14,4,50,0,1,300,\n" +
		"hall,Town Hall,hall,800,0,3,0,1,0,99,400,200,-5,1200,peasant wizard\n" +
		"mine,Gold Mine,mine,9999,0,99,0,1,0,1,0,0,0,1,\n" +
		"tower,Tower,castle,100,0,0,0,1,0,1,0,0,0,1,\n"
	set, err := data.LoadFiles(map[string][]byte{"tables/units.csv": []byte(csv)})
	if err != nil {
		t.Fatal(err)
	}
	r := newRigSet(t, 1, set, nil, nil, field(16, 10), false, u("hall", 0, 2, 2), u("mine", 2, 9, 2), u("peasant", 0, 6, 6))
	r.step(1)
	r.order(Command{Side: 0, Order: OrderGather, Target: r.byKind("mine", 2)[0].ID, Units: ids(r.byKind("peasant", 0))})
	r.step(1200)
	var all strings.Builder
	for _, p := range r.problems {
		all.WriteString(p.String() + "\n")
	}
	for _, want := range []string{`no int column "size"`, "units.csv", "99 is not from 1 to 12", `"castle" is not one of`, `"wizard" is not a unit`} {
		if !strings.Contains(all.String(), want) {
			t.Errorf("no warning with %q in:\n%s", want, all.String())
		}
	}
	if !strings.Contains(all.String(), "units.csv:3:") && !strings.Contains(all.String(), "row 3") {
		t.Errorf("no warning at the hall's row in:\n%s", all.String())
	}
	if r.match().Stock[0][Gold] <= 1000 {
		t.Errorf("the match does not play on: gold %d", r.match().Stock[0][Gold])
	}
}
