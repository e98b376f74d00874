package arc_test

import (
	"fmt"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime/arc"
	"github.com/griffengine/griff/runtime/arc/internal/example"
)

// A game makes one scheduler, adds arcs, ticks it every step with the game time,
// and saves and loads it with the rest of its state.
func ExampleScheduler() {
	s := arc.NewScheduler[*example.Ctx](arc.Options{})
	ctx := &example.Ctx{}
	s.Add(&example.Echo{Name: "every half second", Every: 500 * time.Millisecond})
	now := griff.Time(0)
	for range 3 {
		s.Tick(now, ctx)
		now = now.Add(500 * time.Millisecond)
	}
	data := s.Save()
	fmt.Println(string(data))

	loaded := arc.NewScheduler[*example.Ctx](arc.Options{})
	problems, err := loaded.Load(data, func(typ string) arc.Arc[*example.Ctx] {
		if typ == "Echo" {
			return &example.Echo{}
		}
		return nil
	})
	fmt.Println(len(problems), err)
	loaded.Tick(now, ctx)
	fmt.Println(ctx.Log)
	// Output:
	// {"latches":{},"arcs":[{"type":"Echo","fields":{"Name":"every half second","Every":500000000},"frames":[{"at":"Echo.Run/every","wait":{"kind":"span","deadline":1500000000}}]}]}
	// 0 <nil>
	// [every half second every half second every half second every half second]
}
