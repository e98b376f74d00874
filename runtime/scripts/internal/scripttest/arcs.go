package scripttest

import (
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/arc"
	"github.com/griffengine/griff/runtime/scripts"
)

//go:generate go run github.com/griffengine/griff/cmd/arcgen

// Counter logs its name and count every step.
type Counter struct {
	arc.Base
	Name string
	N    int
}

// Run is the script.
func (c *Counter) Run(g *runtime.Game) {
	for {
		c.N++
		logf(g, "%s %d", c.Name, c.N)
		arc.Yield("tick")
	}
}

// Guard logs every step while its entity has Health (see Needs).
type Guard struct {
	arc.Base
	N int
}

// Run is the script.
func (c *Guard) Run(g *runtime.Game) {
	for {
		c.N++
		logf(g, "guard %d", c.N)
		arc.Yield("watch")
	}
}

// Spinner counts steps and logs nothing, for the allocation test.
type Spinner struct {
	arc.Base
	N int
}

// Run is the script.
func (s *Spinner) Run(g *runtime.Game) {
	for {
		s.N++
		arc.Yield("spin")
	}
}

// Story waits for time, a trigger, a latch and a random span, logging each.
type Story struct {
	arc.Base
	Rand  *griff.Rand
	Beats int
}

// Run is the script.
func (s *Story) Run(g *runtime.Game) {
	arc.Wait("intro", 500*time.Millisecond)
	logf(g, "story intro")
	door := arc.WaitForWithin("door", 2*time.Second, scripts.Of(g).Trigger("door"))
	if door == nil {
		logf(g, "story door timeout")
	} else {
		logf(g, "story door opened")
	}
	arc.Wait("lamp", scripts.Of(g).Latch("lamp"))
	logf(g, "story lamp lit")
	for i := 0; i < 3; i++ {
		s.Beat(g, i)
	}
	logf(g, "story end %d", s.Beats)
}

// Beat waits a random span and counts, a passage.
func (s *Story) Beat(g *runtime.Game, i int) {
	arc.Wait("beat", s.Rand.NextEvent(time.Second))
	s.Beats += i + 1
	logf(g, "story beat %d (%d)", i, s.Beats)
}

// Bomb counts down Fuse a step at a time and panics when it reaches zero; once
// released it goes on counting.
type Bomb struct {
	arc.Base
	Fuse int
}

// Run is the script.
func (b *Bomb) Run(g *runtime.Game) {
	for {
		b.Fuse--
		logf(g, "bomb %d", b.Fuse)
		if b.Fuse == 0 {
			panic("bomb went off")
		}
		arc.Yield("tick")
	}
}

// Watcher logs the number of faults each time the game raises its fault trigger.
type Watcher struct {
	arc.Base
}

// Run is the script.
func (w *Watcher) Run(g *runtime.Game) {
	for {
		arc.WaitFor("fault", scripts.Of(g).Trigger(scripts.FaultTrigger))
		logf(g, "watcher saw %d faults", len(scripts.Of(g).Faults()))
	}
}
