package sight_test

import (
	"fmt"

	"github.com/griffengine/griff/runtime/grid/sight"
)

// A viewer in a corridor with a wall in the way sees up to the wall and the
// wall itself, and nothing behind it.
func ExampleView_Compute() {
	row := "..@..#.."
	v := sight.NewView(len(row), 1)
	v.Compute(2, 0, -1, func(x, y int) bool { return row[x] == '#' })
	for x := range len(row) {
		if v.Visible(x, 0) {
			fmt.Print("o")
		} else {
			fmt.Print("-")
		}
	}
	fmt.Println()
	// Output: oooooo--
}
