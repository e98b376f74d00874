package example

import (
	"time"

	"github.com/griffengine/griff/runtime/arc"
)

// Gate waits for triggers and latches, for the tests of signals and faults.
type Gate struct {
	arc.Base
	Seen int
}

// Run is the script.
func (t *Gate) Run(g *Ctx) {
	got := arc.WaitAnyWithin("any", 5*time.Second, g.Door, g.Bell)
	if got == nil {
		g.Logf("any: timeout")
	} else {
		g.Logf("any: %s", got.Name())
	}
	last := arc.WaitAll("all", g.Door, g.Bell)
	g.Logf("all: last %s", last.Name())
	arc.Wait("lamp", g.Lamp)
	g.Logf("lamp on")
	dark := arc.WaitForWithin("dark", time.Second, g.Lamp.Not())
	if dark == nil {
		g.Logf("dark: timeout")
	} else {
		g.Logf("dark: %s", dark.Name())
	}
	for {
		arc.Yield("loop")
		t.Seen++
		if g.Panic {
			var m map[string]int
			m["boom"] = t.Seen // panics: assignment to a nil map
		}
		if t.Seen >= 3 {
			break
		}
	}
	g.Logf("seen %d", t.Seen)
	arc.Wait("park", arc.Forever)
	g.Logf("unparked")
}

// FaultNotes says what the gate was doing.
func (t *Gate) FaultNotes() []string { return []string{"guarding the gate"} }
