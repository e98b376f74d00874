package saves_test

import (
	"fmt"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/saves"
	"github.com/griffengine/griff/runtime/saves/savestest"
)

// A game saves in a slot, plays on, and loads the slot back: the game's random
// stream (what the test stand-in snapshot restores) is where it was.
func ExampleSaves() {
	store := &saves.MemoryStore{}
	sys := saves.NewSystem(savestest.Options(store, "Example", ""))
	g, _ := runtime.NewGame(runtime.Options{Seed: 1}, sys)
	s, _ := saves.Of(g)

	s.Save("slot-1")
	g.Step()
	sys.Between(g) // the step boundary, which the host's loop hands over: saved
	first := g.Rand().IntN(100)
	s.Load("slot-1")
	g.Step()
	sys.Between(g) // loaded
	again := g.Rand().IntN(100)
	for _, r := range s.Results() {
		if r.Op == saves.OpLoad { // the write's result comes when the disk is done
			fmt.Println(r.Op, r.Slot, r.Err)
		}
	}
	list, _ := s.List()
	fmt.Println(list, first == again)
	sys.Flush(g) // what the host's loop does when it stops
	// Output:
	// load slot-1 <nil>
	// [slot-1] true
}
