package hosting

import (
	"io/fs"
	"time"

	"github.com/griffengine/griff/scenes"
)

// WithTilemapMaps returns the scene file data of the game folder fsys (named
// game) as Load reads it: each Griff.Tilemap that names a map given its
// layer's cells. Problems go to log (which may be nil).
func WithTilemapMaps(fsys fs.FS, game, file string, data []byte, log *scenes.Problems) []byte {
	lg := &LoadedGame{Name: game}
	if log == nil {
		log = scenes.NewProblems(nil)
	}
	return lg.withTilemapMaps(fsys, file, data, &sceneSource{files: []string{file}}, log)
}

// StatusEvery is statusEvery, for tests: when a host's status line is due.
type StatusEvery struct{ r statusEvery }

// Due reports whether a status line is due at now (statusEvery.due).
func (s *StatusEvery) Due(now time.Duration) bool { return s.r.due(now) }
