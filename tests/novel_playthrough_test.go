package tests

import (
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/modules/novel"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// novelSteps is how long each novel playthrough lasts: past the press that
// ends the story after its ending's line (step 1260 for the first ending,
// 1160 for the second).
const novelSteps = 1400

// novelMenuAt is the step the choice is made in: the menu opens at step 560
// (after the fourth line) and the player takes a moment to read it.
const novelMenuAt = 630

// novelScript plays the "novel" template (Lanterns): Start on the title
// menu, then the advance action every 100 steps (each line is whole by then,
// so one press moves on; a press during a transition is lost), and at the
// choice either the first option (kind: the ending "Lanterns for two") or,
// one down, the second (the ending "One lantern").
func novelScript(kind bool) []input.Event {
	ev := tap(1, "UIAccept")
	for at := griff.Tick(60); at < novelSteps-100; at += 100 {
		ev = append(ev, tap(at, novel.ActionAdvance)...)
	}
	if !kind {
		ev = append(ev, tap(novelMenuAt-20, "UIDown")...)
	}
	ev = append(ev, tap(novelMenuAt, "UIAccept")...)
	return sortedEvents(ev)
}

// TestNovelTemplatePlaythroughs records the novel template's two
// playthroughs, one to each ending, and replays each at 30, 60 and 144
// frames a second to the recorded fingerprint with no problems.
func TestNovelTemplatePlaythroughs(t *testing.T) {
	lg, err := hosting.Load(novel.Template(), "novel")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name   string
		kind   bool
		ending string
	}{
		{"novel", true, "Ending 1 of 2: Lanterns for two."},
		{"novel_lonely", false, "Ending 2 of 2: One lantern."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := recordedPlaythrough(t, lg, tc.name, input.NewScript(novelScript(tc.kind)), novelSteps)
			for _, fps := range []int{30, 60, 144} {
				var problems []scenes.Problem
				opts := hosting.Options{Problems: func(pr scenes.Problem) { problems = append(problems, pr) }}
				g, err := hosting.Replay(lg, opts, p, time.Second/time.Duration(fps))
				if err != nil {
					t.Fatalf("replay at %d frames a second: %v", fps, err)
				}
				if err := p.Check(g); err != nil {
					t.Errorf("replay at %d frames a second: %v", fps, err)
				}
				checkNovelEnding(t, g, fps, tc.kind, tc.ending)
				for _, pr := range problems {
					t.Errorf("at %d frames a second: problem %v", fps, pr)
				}
			}
		})
	}
}

// checkNovelEnding asserts the story ended on ending's line with the flag
// the choice set.
func checkNovelEnding(t *testing.T, g *runtime.Game, fps int, kind bool, ending string) {
	t.Helper()
	var r *novel.Reader
	for _, rd := range scenes.All[novel.Reader](g.Scene()) {
		r = rd
	}
	if r == nil || !r.Ended || r.Now.Text != ending {
		t.Fatalf("at %d frames a second: reader %+v; want the story ended on %q", fps, r, ending)
	}
	var got bool
	for _, f := range r.Now.Flags {
		if f.Name == "kind" {
			got = f.Value != 0
		}
	}
	if got != kind {
		t.Errorf("at %d frames a second: flag kind %v, want %v", fps, got, kind)
	}
}
