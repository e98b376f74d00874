package curve_test

import (
	"fmt"

	"github.com/griffengine/griff/data/curve"
)

func ExampleFill() {
	levels, _ := curve.Levels("levels", 1, 5)
	xp, _ := curve.Parse("exponential(100, 1.5)")
	levels, _ = curve.Fill(levels, "xp", xp, curve.Rounding{Mode: curve.RoundNearest, Step: 10})
	for r := range levels.Len() {
		fmt.Println(levels.ID(r), levels.Int(r, 0))
	}
	// Output:
	// 1 100
	// 2 150
	// 3 230
	// 4 340
	// 5 510
}
