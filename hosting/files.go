package hosting

import (
	"io/fs"

	"github.com/griffengine/griff/runtime"
)

// filesSystem gives a game read-only access to its folder: it provides the
// folder as the service fs.FS (runtime.LookupService[fs.FS]), which genre
// modules read their own file kinds through (a visual novel's story files).
// It adds no step and holds no game state.
type filesSystem struct {
	fsys fs.FS `griff:"-"` // the folder: not state
}

// Name returns "files".
func (s *filesSystem) Name() string { return "files" }

// Setup provides the folder as the fs.FS service.
func (s *filesSystem) Setup(g *runtime.Game) error {
	runtime.Provide[fs.FS](g, s.fsys)
	return nil
}
