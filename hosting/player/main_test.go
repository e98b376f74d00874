package player

import (
	"io"

	"github.com/griffengine/griff/assets"
	_ "github.com/griffengine/griff/modules/all" // the built-in game's modules
	"github.com/griffengine/griff/runtime"
)

// The platformer's template, as griff-player gives it.
func init() { runtime.SetTemplate("platformer", assets.BuiltinGame()) }

// run runs the command line args in a player without a window.
func run(args []string, stdout, stderr io.Writer) error {
	return Main(args, stdout, stderr, Config{NoWindow: true})
}
