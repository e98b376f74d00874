package hud_test

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/hud"
	"github.com/griffengine/griff/runtime/messages"
	"github.com/griffengine/griff/scenes"
)

// TestTypewriterRateAndPause reveals "Hello[pause=0.5] world" at 10
// characters a second, 60 steps a second: a character every 6 steps, then a
// wait of 30 steps after "Hello".
func TestTypewriterRateAndPause(t *testing.T) {
	g := newGame(t, nil)
	_, tw := add(g, "Line", hud.Typewriter{Text: "Hello[pause=0.5] world", Rate: 10})
	for _, tc := range []struct {
		steps int
		want  string
	}{{5, ""}, {1, "H"}, {24, "Hello"}, {30, "Hello"}, {5, "Hello"}, {1, "Hello "}, {30, "Hello world"}} {
		run(g, tc.steps)
		if got := hud.Revealed(tw); got != tc.want {
			t.Fatalf("at step %d the typewriter shows %q, want %q", g.Clock().Tick(), got, tc.want)
		}
	}
	if !tw.Done {
		t.Error("the whole text is shown but Done is false")
	}
	tw.Text = "Again"
	run(g, 6)
	if got := hud.Revealed(tw); got != "A" || tw.Done {
		t.Errorf("a new text shows %q (done %v) after 6 steps, want \"A\" and not done", got, tw.Done)
	}
}

// TestTypewriterSkip presses the skip action part way: the rest shows at once
// and the output "finished" fires, counted through a wire; "restart" starts
// again.
func TestTypewriterSkip(t *testing.T) {
	g := newGame(t, press(10, "UIAccept"))
	e, tw := add(g, "Line", hud.Typewriter{Text: "A long line of [size=20]text[/size]"})
	scenes.Add(e, messages.Wires{Links: []messages.Wire{{When: hud.OutputFinished, Send: "count", To: "Finished"}}})
	_, done := add(g, "Finished", hud.Counter{})
	run(g, 9)
	if got := hud.Revealed(tw); got != "A lo" {
		t.Fatalf("after 9 steps at 30 a second: %q, want \"A lo\"", got)
	}
	run(g, 1)
	if got := hud.Revealed(tw); got != "A long line of text" || !tw.Done || done.Count != 1 {
		t.Fatalf("after the skip: %q, done %v, finished fired %d; want it all, done, 1", got, tw.Done, done.Count)
	}
	messages.Of(g).Send(nil, messages.Entity(e), "restart")
	run(g, 2)
	if got := hud.Revealed(tw); got != "A" || tw.Done {
		t.Errorf("after restart: %q, done %v; want \"A\", not done", got, tw.Done)
	}
}

// recorder records a typewriter's revealed count after every step.
type recorder struct {
	tw    *hud.Typewriter
	shown []int
}

var stepRecord = runtime.NewStep("TestRecord")

func (*recorder) Name() string { return "Recorder" }
func (r *recorder) Setup(g *runtime.Game) error {
	g.AddStep(stepRecord, runtime.After(hud.StepHUD), func(*runtime.Game) { r.shown = append(r.shown, r.tw.Shown) })
	return nil
}

// TestTypewriterSameStepsAtAnyFrameRate plays two seconds at 30, 60 and 144
// frames a second (and with uneven frames): the typewriter reveals the same
// characters at the same steps, pause and skip included.
func TestTypewriterSameStepsAtAnyFrameRate(t *testing.T) {
	frames := map[string][]time.Duration{}
	for _, fps := range []int{30, 60, 144} {
		for range 2 * fps {
			name := fmt.Sprint(fps, "fps")
			frames[name] = append(frames[name], time.Second/time.Duration(fps))
		}
	}
	for i := range 150 {
		frames["uneven"] = append(frames["uneven"], time.Duration(3+i*7%23)*time.Millisecond)
	}
	var want []int
	for _, name := range []string{"30fps", "60fps", "144fps", "uneven"} {
		r := &recorder{}
		g, err := runtime.NewGame(runtime.Options{Input: input.NewScript(press(100, "UIAccept"))},
			messages.NewSystem(), hud.NewSystem(hud.Options{Screen: screen}), r)
		if err != nil {
			t.Fatal(err)
		}
		_, r.tw = add(g, "Line", hud.Typewriter{Text: "Typed[pause=0.3] at 17 a second, then skipped", Rate: 17})
		for _, d := range frames[name] {
			g.Advance(d)
		}
		got := r.shown[:min(len(r.shown), 110)]
		if len(got) < 110 {
			t.Fatalf("%s took %d steps, want at least 110", name, len(r.shown))
		}
		if want == nil {
			want = got
			if want[20] != 5 || want[35] != 5 || want[40] != 6 || want[98] >= 34 || want[99] != 34 {
				t.Errorf("at 30 fps the typewriter showed %v", want)
			}
			continue
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s revealed\n%v\nwant (30 fps)\n%v", name, got, want)
		}
	}
}
