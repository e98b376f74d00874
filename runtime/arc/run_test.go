package arc_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime/arc"
	"github.com/griffengine/griff/runtime/arc/internal/example"
)

const step = time.Second / 50

// at returns the game time of step n at 50 steps per second (a whole number of
// nanoseconds per step, so spans land on steps exactly).
func at(n int) griff.Time { return griff.Time(time.Duration(n) * step) }

// world is a scheduler with the example context, driven one step at a time.
type world struct {
	s    *arc.Scheduler[*example.Ctx]
	ctx  *example.Ctx
	tick int
}

func newWorld() *world {
	w := &world{s: arc.NewScheduler[*example.Ctx](arc.Options{StepDuration: step}), ctx: &example.Ctx{}}
	w.ctx.Door = w.s.NewTrigger("door")
	w.ctx.Bell = w.s.NewTrigger("bell")
	w.ctx.Lamp = w.s.NewLatch("lamp")
	return w
}

// step runs one tick; the player moves from step 4 on.
func (w *world) step() {
	w.tick++
	w.ctx.Moved = w.tick >= 4
	n := len(w.ctx.Log)
	w.s.Tick(at(w.tick), w.ctx)
	for i := n; i < len(w.ctx.Log); i++ {
		w.ctx.Log[i] = fmt.Sprintf("%d: %s", w.tick, w.ctx.Log[i])
	}
}

func newArc(typ string) arc.Arc[*example.Ctx] {
	switch typ {
	case "Tutorial":
		return &example.Tutorial{}
	case "Gate":
		return &example.Gate{}
	case "Keeper":
		return &example.Keeper{}
	}
	return nil
}

func newTutorial() *example.Tutorial { return &example.Tutorial{Rand: griff.NewRand(7)} }

func TestTutorialRuns(t *testing.T) {
	w := newWorld()
	w.s.Add(newTutorial())
	for w.s.Len() > 0 && w.tick < 10000 {
		w.step()
	}
	want := []string{
		"1: show walk 1", "2: show walk 2", "3: show walk 3",
		"104: settled", "154: nag 0", "254: nag 1", "404: last nag 2",
		"406: count 3 gave 1", "409: count 4 gave 4", "410: other 5",
	}
	if !slices.Equal(w.ctx.Log[:len(want)], want) {
		t.Fatalf("log starts\n%s\nwant\n%s", strings.Join(w.ctx.Log, "\n"), strings.Join(want, "\n"))
	}
	if last := w.ctx.Log[len(w.ctx.Log)-1]; !strings.HasSuffix(last, "raid, done") {
		t.Errorf("last line %q, want the raid", last)
	}
	t.Logf("%s", strings.Join(w.ctx.Log, "\n"))
}
