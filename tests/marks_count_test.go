package tests

import (
	"bytes"
	"cmp"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// marksSteps is how many steps of each template TestMarksPerComponentType
// plays at most.
const marksSteps = 900

// TestMarksPerComponentType plays every template with its playthrough input
// twice. The first time it takes the scene's change marks after each step
// (scenes.Scene.TakeChanges) and counts the marked entities by component
// type; the second time it records an unchecked Timeline and adds up its
// Stats. The marked entities still alive must be exactly those whose records
// the Timeline wrote on every step it shared records (so the counts are the
// Timeline's), and the spot check (runtime/timeline_spot.go) must find no
// stale record. With GRIFF_MARKS=1 in the environment it logs, per template,
// the share of records shared, the bytes a step adds and the marked entities
// a step by component type, and of them those whose record had not changed
// since they were last marked (a mark without a write: a loop to switch to
// the read-only accessors).
func TestMarksPerComponentType(t *testing.T) {
	plays := templatePlays(t)
	for _, tm := range everyTemplate() {
		t.Run(tm.Name, func(t *testing.T) {
			play, ok := plays[tm.Name]
			if !ok {
				t.Fatalf("template %s has no playthrough input here: add one", tm.Name)
			}
			steps := min(play.steps, marksSteps)
			lg, err := hosting.Load(tm.Files, tm.Name)
			if err != nil {
				t.Fatal(err)
			}
			newGame := func() *runtime.Game {
				g, err := lg.NewGame(hosting.Options{Input: input.NewScript(play.events)})
				if err != nil {
					t.Fatal(err)
				}
				return g
			}
			// First: the marks, by component type.
			g := newGame()
			var owner struct{ byte }
			byType := map[string]int{}
			needless := map[string]int{} // marked, but the record did not change
			last := map[scenes.EntityID][]byte{}
			var rec []byte
			marked := make([]int, steps+1) // alive entities marked, by step
			var entities int
			for g.Clock().Tick() < steps {
				g.Step()
				ch := g.Scene().TakeChanges(&owner)
				tick := g.Clock().Tick()
				entities += g.Scene().Len()
				if ch.All {
					marked[tick] = -1
					for e := range g.Scene().Walk() {
						last[e.ID()] = appendRecord(t, nil, e)
					}
					continue
				}
				for _, e := range ch.Entities {
					if !e.Alive() {
						continue
					}
					marked[tick]++
					rec = appendRecord(t, rec[:0], e)
					same := bytes.Equal(rec, last[e.ID()])
					if !same {
						last[e.ID()] = append(last[e.ID()][:0], rec...)
					}
					n := 0
					for ct := range e.ReadComponents() {
						byType[ct.Name()]++
						if same {
							needless[ct.Name()]++
						}
						n++
					}
					if n == 0 {
						byType["(transform only)"]++
					}
				}
			}
			// Second: an unchecked Timeline's records.
			g = newGame()
			tl := runtime.NewTimeline(g, 2)
			var records, shared, added int
			for g.Clock().Tick() < steps {
				g.Step()
				if err := tl.Record(); err != nil {
					t.Fatal(err)
				}
				st, tick := tl.Stats(), g.Clock().Tick()
				records, shared, added = records+st.Records, shared+st.Shared, added+st.Bytes
				if st.New < st.Groups && marked[tick] >= 0 && st.Records-st.Shared != marked[tick] {
					t.Errorf("step %d: the Timeline wrote %d records, but %d entities were marked", tick, st.Records-st.Shared, marked[tick])
				}
			}
			if n := tl.SpotFound(); n != 0 {
				t.Errorf("the spot check wrote %d stale records again: %v", n, g.Problems().List())
			}
			if os.Getenv("GRIFF_MARKS") == "" {
				return
			}
			types := make([]string, 0, len(byType))
			for k := range byType {
				types = append(types, k)
			}
			slices.SortFunc(types, func(a, b string) int {
				return cmp.Or(cmp.Compare(byType[b], byType[a]), strings.Compare(a, b))
			})
			var b strings.Builder
			for _, k := range types {
				fmt.Fprintf(&b, " %s %.1f", k, float64(byType[k])/float64(steps))
				if n := needless[k]; n > 0 {
					fmt.Fprintf(&b, " (%.1f unchanged)", float64(n)/float64(steps))
				}
			}
			t.Logf("%s: %d steps, %.0f entities, shared %.1f%%, %.0f bytes a step; marked a step by type:%s",
				tm.Name, steps, float64(entities)/float64(steps), 100*float64(shared)/float64(max(records, 1)),
				float64(added)/float64(steps), b.String())
		})
	}
}

// appendRecord appends e's snapshot record to b.
func appendRecord(t *testing.T, b []byte, e *scenes.Entity) []byte {
	b, err := e.AppendSnapshotRecord(b)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
