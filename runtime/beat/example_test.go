package beat_test

import (
	"fmt"

	"github.com/griffengine/griff/runtime/beat"
)

// Where beats fall at 48 kHz in a song that speeds up at beat 4.
func ExampleMap() {
	m, err := beat.NewMap(120, beat.Change{Beat: 4, BPM: 180})
	if err != nil {
		fmt.Println(err)
		return
	}
	for n := int64(3); n <= 6; n++ {
		fmt.Println(n, m.SampleOf(n, 48000))
	}
	// Output:
	// 3 72000
	// 4 96000
	// 5 112000
	// 6 128000
}
