package gamebuild

import (
	"fmt"
	"path/filepath"
)

// lockWork takes the locks Build holds while it works on the game folder
// game and its cache entry work: first the folder's (so two cache entries of
// one folder, reached by two paths or two caches, do not generate its arcs at
// once), then the entry's file work/lock. Another process holding either is
// waited for. The returned function releases both.
func lockWork(game, work string) (func(), error) {
	unlockGame, err := lockFolder(game)
	if err != nil {
		return nil, fmt.Errorf("gamebuild: locking the game folder %s: %w", game, err)
	}
	unlockWork, err := lockFile(filepath.Join(work, "lock"))
	if err != nil {
		unlockGame()
		return nil, fmt.Errorf("gamebuild: locking the cache entry %s: %w", work, err)
	}
	return func() { unlockWork(); unlockGame() }, nil
}
