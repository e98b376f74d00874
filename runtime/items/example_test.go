package items_test

import (
	"fmt"

	"github.com/griffengine/griff/runtime/items"
)

// ExampleParseText reads a price written by hand: amounts before or after
// the names, the same item twice, and a mistake that is left out.
func ExampleParseText() {
	l, errs := items.ParseText("150 Gold, Wood 50, Gold 25, 0 Stone")
	fmt.Println(l)
	fmt.Println(l.Count("Gold"))
	for _, err := range errs {
		fmt.Println(err)
	}
	// Output:
	// 175 Gold, 50 Wood
	// 175
	// column 29: amount in "0 Stone" is not in [1, 1000000000]
}
