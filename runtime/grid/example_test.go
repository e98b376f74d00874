package grid_test

import (
	"fmt"

	"github.com/griffengine/griff/runtime/grid"
)

// A cheapest path round a wall, 4-connected: the cost is 10 a step.
func ExamplePathfinder_Find() {
	g := &grid.Grid{Width: 4, Height: 3, Blocked: []bool{
		false, true, false, false,
		false, true, false, false,
		false, false, false, false,
	}}
	var pf grid.Pathfinder
	path, cost := pf.Find(g, grid.C(0, 0), grid.C(2, 0), false, nil)
	fmt.Println(path, cost)
	// Output: [[0 0] [0 1] [0 2] [1 2] [2 2] [2 1] [2 0]] 60
}
