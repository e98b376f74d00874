package puzzle_test

import (
	"fmt"

	"github.com/griffengine/griff/modules/puzzle"
)

// ExampleReadLevels reads two levels of Sokoban text, one with a mistake.
func ExampleReadLevels() {
	text := "; Warm-up\n" +
		"######\n" +
		"#@$ .#\n" +
		"######\n" +
		"\n" +
		"#@$?.#\n"
	levels, err := puzzle.ReadLevels("levels.xsb", []byte(text))
	for _, lv := range levels {
		fmt.Printf("%q: %d×%d, player %v, crates %v, targets %v\n", lv.Title, lv.Width, lv.Height, lv.Player, lv.Crates, lv.Targets)
	}
	fmt.Println(err)
	// Output:
	// "Warm-up": 6×3, player [1 1], crates [[2 1]], targets [[4 1]]
	// levels.xsb:6:4: unknown character '?' (want one of # @ + $ * . E, space, - or _)
}
