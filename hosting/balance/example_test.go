package balance_test

import (
	"context"
	"fmt"
	"os"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/balance"
)

// A simulation of the duel: the rogue against the baseline dummy, 200 games.
func ExampleRun() {
	lg, err := hosting.Load(os.DirFS("testdata/duel"), "duel")
	if err != nil {
		fmt.Println(err)
		return
	}
	spec, err := balance.ParseSpec("rogue.sim", []byte(`
scene     arena
systems   duel
table     fighters
rows      rogue
fill      Hero
runs      200
max_steps 600
seed      1
metrics   hp_left
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	res, err := balance.Run(context.Background(), lg, spec, balance.Options{Workers: 2})
	if err != nil {
		fmt.Println(err)
		return
	}
	rogue := res.Rows[0]
	fmt.Printf("rogue wins %.1f%% of %d duels, %.2f steps on average\n",
		100*rogue.WinRate(), rogue.Games, rogue.Metric("steps").Mean)
	res.WriteTable(os.Stdout)
	// Output:
	// rogue wins 82.5% of 200 duels, 5.42 steps on average
	// # rogue.sim: scene arena, table fighters, 200 games per row, at most 600 steps, seed 1, wins by Hero
	// row    games  win%   draw%  timeout%  steps mean  p10  p50  p90  hp_left mean  p10  p50  p90
	// rogue  200    82.50  10.00  0.00      5.42        4    5    7    7.67          0.9  7    15
}

func ExampleParseSpec() {
	_, err := balance.ParseSpec("duel.sim", []byte("scene arena\ntable fighters\nruns 1O0\n"))
	fmt.Println(err)
	// Output:
	// duel.sim:3: runs: want a whole number from 1 to 10000000, got "1O0"
}
