package tests

import (
	"bytes"
	"fmt"
	"slices"
	"testing"

	"github.com/griffengine/griff/assets"
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/templates"
	"github.com/griffengine/griff/runtime"
)

// TestEveryTemplateRewinds plays every template (the starter templates and
// each module's) with its playthrough's input, recording a timeline of the
// last two seconds at each step, and at several points rewinds through the
// timeline to the step a second back (and, in the platformer, back across its
// change of level) and plays on with the same input:
// each time the game must reach the fingerprint of the first time through,
// and a snapshot taken after the rewind must be the bytes of the one taken at
// that step the first time (snapshot, restore, snapshot gives identical bytes).
// The timeline is checked (runtime.Timeline.SetChecked): an entity changed
// without being marked (written through a read-only accessor or a pointer
// kept from an earlier step) fails the recording, naming the entity and the
// component.
func TestEveryTemplateRewinds(t *testing.T) {
	forEveryTemplate(t, func(t *testing.T, name string, g *runtime.Game, sc recorded) {
		first := map[griff.Tick]string{} // the fingerprint at each step, the first time through
		snaps := map[griff.Tick][]byte{} // snapshots the first time, at the rewind targets
		tl := runtime.NewTimeline(g, 2)
		tl.SetChecked(true) // every entity not marked changed must equal its shared record
		points := []griff.Tick{sc.steps / 5, sc.steps / 2, sc.steps - 1}
		if name == "platformer" {
			points = append(points, 1080) // back across the change to level 2 at step 1042
			slices.Sort(points)
		}
		for _, p := range points {
			snaps[p-60] = nil
		}
		record := func() {
			if err := tl.Record(); err != nil {
				t.Fatal(err)
			}
		}
		record()
		for g.Clock().Tick() < sc.steps {
			g.Step()
			record()
			tick := g.Clock().Tick()
			first[tick] = g.Fingerprint()
			if _, ok := snaps[tick]; ok {
				b, err := g.Snapshot(nil)
				if err != nil {
					t.Fatal(err)
				}
				snaps[tick] = b
			}
			for _, p := range points {
				if tick != p {
					continue
				}
				back := p - 60
				if err := tl.Rewind(back); err != nil {
					t.Fatalf("rewind from step %d to %d: %v", p, back, err)
				}
				again, err := g.Snapshot(nil)
				if err != nil || !bytes.Equal(again, snaps[back]) {
					t.Fatalf("rewound to step %d: the snapshot is not the one taken there (%v)", back, err)
				}
				for g.Clock().Tick() < p {
					g.Step()
					if got, want := g.Fingerprint(), first[g.Clock().Tick()]; got != want {
						t.Fatalf("rewound from step %d to %d: step %d differs from the first time through:\n%s",
							p, back, g.Clock().Tick(), fmt.Sprint(runtime.DiffState(nil, g.StateDigest(), 4)))
					}
				}
			}
		}
	})
}

// TestEveryTemplateRewindsSparse is TestEveryTemplateRewinds with a sparse
// timeline (runtime.NewTimelineEvery, a whole snapshot every
// DefaultTimelineEvery steps and the input alone between), checked: at
// several points each template is rewound to the step a second back, then
// to a step with a whole snapshot and to one five steps after it (re-
// simulated from it), each time playing on with the same input and
// recording again. After each rewind the game's snapshot must be the bytes
// taken at that step the first time through (which a dense timeline's
// rewind gives: TestEveryTemplateRewinds), and every step played on the
// fingerprint of the first time. Checked, each re-simulated step is
// compared with the snapshot recorded then, so a change made between steps
// outside the input fails the rewind, naming the step.
func TestEveryTemplateRewindsSparse(t *testing.T) {
	forEveryTemplate(t, func(t *testing.T, name string, g *runtime.Game, sc recorded) {
		first := map[griff.Tick]string{} // the fingerprint at each step, the first time through
		snaps := map[griff.Tick][]byte{} // snapshots of the last 61 steps
		tl := runtime.NewTimelineEvery(g, 2, 0)
		tl.SetChecked(true)
		points := []griff.Tick{sc.steps / 5, sc.steps / 2, sc.steps - 1}
		if name == "platformer" {
			points = append(points, 1080) // back across the change to level 2 at step 1042
			slices.Sort(points)
		}
		record := func() {
			if err := tl.Record(); err != nil {
				t.Fatal(err)
			}
			tick := g.Clock().Tick()
			b, err := g.Snapshot(snaps[tick-61][:0]) // the buffer of the step dropped
			if err != nil {
				t.Fatal(err)
			}
			delete(snaps, tick-61)
			snaps[tick] = b
		}
		playTo := func(p griff.Tick) {
			for g.Clock().Tick() < p {
				g.Step()
				tick := g.Clock().Tick()
				if want, ok := first[tick]; !ok {
					first[tick] = g.Fingerprint()
				} else if got := g.Fingerprint(); got != want {
					t.Fatalf("step %d played on after a rewind differs from the first time through:\n%s",
						tick, fmt.Sprint(runtime.DiffState(nil, g.StateDigest(), 4)))
				}
				record()
			}
		}
		rewind := func(p, back griff.Tick) {
			if err := tl.Rewind(back); err != nil {
				t.Fatalf("rewind from step %d to %d: %v", p, back, err)
			}
			again, err := g.Snapshot(nil)
			if err != nil || !bytes.Equal(again, snaps[back]) {
				t.Fatalf("rewound from step %d to %d (whole %v): the snapshot is not the one taken there (%v)", p, back, tl.Whole(back), err)
			}
			playTo(p)
		}
		record()
		wholes, between := 0, 0
		for _, p := range points {
			playTo(p)
			rewind(p, p-60)
			w := p - 10
			for !tl.Whole(w) {
				w--
			}
			if w < p-60 || tl.Whole(w+5) {
				t.Fatalf("no whole snapshot with steps of input after it in steps %d to %d", p-60, p)
			}
			rewind(p, w)
			rewind(p, w+5)
			wholes, between = wholes+1, between+1
			if tl.Whole(p - 60) {
				wholes++
			} else {
				between++
			}
		}
		playTo(sc.steps)
		t.Logf("%d rewinds to whole snapshots, %d re-simulated", wholes, between)
	})
}

// forEveryTemplate runs f for each template (the starter templates and
// each module's) on a game made from it with its playthrough's input.
func forEveryTemplate(t *testing.T, f func(t *testing.T, name string, g *runtime.Game, sc recorded)) {
	scripts := templatePlays(t)
	list := templates.List()
	if _, ok := templates.Lookup("platformer"); !ok {
		// griff-player gives the platformer module the built-in game as its
		// template (runtime.SetTemplate); a test binary does not.
		list = append(list, templates.Template{Name: "platformer", Files: assets.BuiltinGame()})
	}
	for _, tm := range list {
		t.Run(tm.Name, func(t *testing.T) {
			sc, ok := scripts[tm.Name]
			if !ok {
				t.Fatalf("template %s has no playthrough input here: add one", tm.Name)
			}
			lg, err := hosting.Load(tm.Files, tm.Name)
			if err != nil {
				t.Fatal(err)
			}
			g, err := lg.NewGame(hosting.Options{Input: input.NewScript(sc.events)})
			if err != nil {
				t.Fatal(err)
			}
			f(t, tm.Name, g, sc)
		})
	}
}
