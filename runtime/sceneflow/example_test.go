package sceneflow_test

import (
	"fmt"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/messages"
	"github.com/griffengine/griff/runtime/sceneflow"
	"github.com/griffengine/griff/scenes"
)

// A scene file's exit, told "go" (here by hand; in a game by a trigger's
// wires, a switch or a script), fades for a tenth of a second to the cellar, where the
// hero arrives at the spot named "stairs" with the coins it carries. The
// gameplay is paused while the screen is covered and uncovered.
func ExampleExit() {
	files := sceneMap{
		"hall": `{"format":1,"nextId":3,"entities":[
			{"id":1,"name":"Hero","components":{"Test.Wallet":{"coins":4},"Griff.Carry":{"fields":["Test.Wallet.coins"]}}},
			{"id":2,"name":"Trapdoor","components":{"Griff.Exit":{"scene":"cellar","spot":"stairs","traveller":"Hero",
				"transition":{"kind":"fade","seconds":0.1}}}}]}`,
		"cellar": `{"format":1,"nextId":3,"entities":[
			{"id":1,"name":"Hero","components":{"Test.Wallet":{}}},
			{"id":2,"name":"Stairs","transform":{"position":[64,8]},"components":{"Griff.Spot":{"name":"stairs"}}}]}`,
	}
	g, err := builtins.NewGame(runtime.Options{}, builtins.Options{Scenes: files, StartScene: "hall"})
	if err != nil {
		panic(err)
	}
	g.Step()
	messages.Of(g).Send(nil, messages.Entity(g.Scene().Find("Trapdoor")), "go")
	for range 6 {
		g.Step()
		c, _ := sceneflow.Of(g).Cover(1)
		fmt.Printf("step %d: %s, covered %.2f, paused %v\n", g.Clock().Tick(), g.Scene().Name(), c.Amount, g.GameplayPaused())
	}
	hero := g.Scene().Find("Hero")
	fmt.Println("hero at", hero.Transform().Position(), "with", scenes.Get[Wallet](hero).Coins, "coins")
	// Output:
	// step 2: hall, covered 0.33, paused true
	// step 3: hall, covered 0.67, paused true
	// step 4: hall, covered 1.00, paused true
	// step 5: cellar, covered 0.67, paused true
	// step 6: cellar, covered 0.33, paused true
	// step 7: cellar, covered 0.00, paused true
	// hero at [64 8] with 4 coins
}
