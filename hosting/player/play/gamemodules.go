package play

import (
	"fmt"
	"io"
	"slices"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime"
)

// unnamedModules returns the names of the modules the game package pkg
// registered (runtime.Module.Package is pkg) that project.griff's "modules"
// (named) does not name, sorted. It returns none when pkg is "".
func unnamedModules(pkg string, named []string) []string {
	if pkg == "" {
		return nil
	}
	var out []string
	for _, m := range runtime.Modules() {
		if m.Package == pkg && !slices.Contains(named, m.Name) {
			out = append(out, m.Name)
		}
	}
	return out
}

// WarnUnnamedModules writes one warning on stderr per module the game's own
// Go package (cfg.GamePackage) registers that the loaded game's project.griff
// does not name: such a module's systems never run, which would otherwise go
// unsaid.
func WarnUnnamedModules(lg *hosting.LoadedGame, cfg Config, stderr io.Writer) {
	for _, name := range unnamedModules(cfg.GamePackage, lg.Project.Modules) {
		fmt.Fprintf(stderr, "griff-player: warning: project.griff does not name module %q, which the game's Go code registers; add it to \"modules\" or its systems never run\n", name)
	}
}
