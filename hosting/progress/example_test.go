package progress_test

import (
	"os"

	"github.com/griffengine/griff/hosting/progress"
)

// A replay of 25 steps printed to a file or a pipe: a line per tenth of the
// work, whatever the updates. Without a clock there is no estimate.
func ExamplePrinter_plain() {
	p := progress.New(os.Stdout, 25, progress.Options{Label: "replay", Unit: "steps"})
	for step := int64(1); step <= 25; step += 4 {
		p.Update(step)
	}
	p.Update(25)
	p.Finish()
	// Output:
	// replay: 10% (5 of 25 steps)
	// replay: 20% (5 of 25 steps)
	// replay: 30% (9 of 25 steps)
	// replay: 40% (13 of 25 steps)
	// replay: 50% (13 of 25 steps)
	// replay: 60% (17 of 25 steps)
	// replay: 70% (21 of 25 steps)
	// replay: 80% (21 of 25 steps)
	// replay: 90% (25 of 25 steps)
	// replay: 100% (25 of 25 steps)
}
