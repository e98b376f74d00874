package turns_test

import (
	"fmt"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/turns"
	"github.com/griffengine/griff/scenes"
)

// Heroes play before monsters; within a side the higher initiative first.
// Each turn is ended through the service and the next begins on the step
// after.
func ExampleTurns() {
	g, _ := runtime.NewGame(runtime.Options{Seed: 1}, turns.NewSystem())
	s := g.Scene()
	scenes.Add(s.NewEntity("Order", nil), turns.Order{Sides: []string{"heroes", "monsters"}})
	for _, a := range []struct {
		name, side string
		init       int
	}{{"Orc", "monsters", 9}, {"Ann", "heroes", 3}, {"Bob", "heroes", 7}} {
		scenes.Add(s.NewEntity(a.name, nil), turns.Actor{Side: a.side, Initiative: a.init})
	}
	svc := runtime.Service[turns.Turns](g)
	for range 4 {
		g.Step()
		fmt.Print(svc.Round(), ":", svc.Current().Name(), " ")
		svc.EndTurn(svc.Current())
	}
	fmt.Println()
	// Output: 1:Bob 1:Ann 1:Orc 2:Bob
}
