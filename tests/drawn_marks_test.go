package tests

import (
	"image"
	"os"
	"path/filepath"
	"testing"

	"github.com/griffengine/griff/assets"
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/templates"
	"github.com/griffengine/griff/rendering"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/runtime"
)

// drawnSteps is how many steps of each template TestDrawingMarksNothing
// plays: enough to leave the title of every template that has one.
const drawnSteps = 1500

// The renderer reads the scene between steps through the read-only
// accessors (scenes.Entity.ReadComponents, scenes.ActiveRead): drawing must
// neither change state nor leave it changed unmarked. Every template (with
// its recorded input where it has one) is drawn after every step, at blends
// 0.5 and 1, with a checked Timeline (runtime.Timeline.SetChecked), which
// names any entity that differs from its shared record without a mark; and
// the fingerprint after the run equals a run that drew nothing.
func TestDrawingMarksNothing(t *testing.T) {
	list := append(templates.List(), templates.Template{Name: "platformer", Files: assets.BuiltinGame()})
	for _, tm := range list {
		t.Run(tm.Name, func(t *testing.T) {
			var events []input.Event
			if _, err := os.Stat(filepath.Join("testdata", tm.Name+".playthrough")); err == nil {
				events = recordedInput(tm.Name).events
			}
			lg, err := hosting.Load(tm.Files, tm.Name)
			if err != nil {
				t.Fatal(err)
			}
			play := func(draw bool) string {
				g, err := lg.NewGame(hosting.Options{Input: input.NewScript(events)})
				if err != nil {
					t.Fatal(err)
				}
				r := rendering.NewRenderer(rendering.Options{Screen: image.Pt(lg.Project.Window.Width, lg.Project.Window.Height), Assets: tm.Files})
				var dl drawlist.List
				tl := runtime.NewTimeline(g, 2)
				tl.SetChecked(true)
				for g.Clock().Tick() < griff.Tick(drawnSteps) {
					g.Step()
					if draw {
						r.Build(g, 0.5, &dl)
						r.Build(g, 1, &dl)
					}
					if err := tl.Record(); err != nil {
						t.Fatalf("step %d: %v", g.Clock().Tick(), err)
					}
				}
				return g.Fingerprint()
			}
			if drawn, bare := play(true), play(false); drawn != bare {
				t.Errorf("drawing every step changed the game: fingerprint %s, %s undrawn", drawn, bare)
			}
		})
	}
}
