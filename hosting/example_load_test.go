package hosting_test

import (
	"fmt"
	"os"
	"testing/fstest"
	"time"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/scenes"
)

// A program of your own plays a game folder in three calls: Load reads the
// folder, NewGame makes a game from it, and a Loop runs it. A window host
// (hosting/ebitenhost) does the same with a view that draws.
func ExampleLoad() {
	// A game folder: usually os.DirFS("mygame"); here a folder in memory.
	folder := fstest.MapFS{
		"project.griff": {Data: []byte(`{"name": "Demo", "startScene": "main"}`)},
		"scenes/main.json": {Data: []byte(`{
  "format": 1,
  "entities": [
    {"id": 1, "name": "Ball", "components": {"Griff.Mover": {"velocity": [60, 0]}}}
  ]
}`)},
	}
	// Load reads and checks every file but art and sound, once.
	lg, err := hosting.Load(folder, "demo")
	if err != nil {
		fmt.Println(err) // names the file, line and column
		return
	}
	// NewGame makes a game with the built-in systems. Problems prints each
	// data mistake as it is found; without it they stay in the game's log.
	g, err := lg.NewGame(hosting.Options{
		Problems: func(p scenes.Problem) { fmt.Fprintln(os.Stderr, p) },
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	// Run one second of frames at 60 frames a second.
	loop := &hosting.Loop{Game: g, Report: func(err error) { fmt.Println(err) }}
	for range 60 {
		loop.Frame(time.Second / 60)
	}
	ball := g.Scene().Find("Ball")
	fmt.Println(ball.Name(), ball.Transform().Position(), "after", g.Clock().Tick(), "steps")
	// Output:
	// Ball [60 0] after 60 steps
}
