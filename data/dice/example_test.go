package dice_test

import (
	"fmt"

	"github.com/griffengine/griff/data/dice"
)

func ExampleExpr_Distribution() {
	d, _ := dice.MustParse("2d20kh1").Distribution()
	for _, o := range d[len(d)-3:] {
		fmt.Println(o.Total, o.P)
	}
	// Output:
	// 18 7/80
	// 19 37/400
	// 20 39/400
}
