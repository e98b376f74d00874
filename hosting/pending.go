package hosting

import (
	"errors"

	"github.com/griffengine/griff/scenes"
)

// readPending reads the scene name, which a load with
// LoadOptions.ScenesWhenEntered left to be read (lib.pending), into a new
// library it publishes and returns, with the problems reading it found in
// lib.later. A scene another game read meanwhile (or a reload read) is not
// read again: the published library is returned. A scene file that does not
// read is an error, and the scene stays pending, so a fixed file reads the
// next time. Like Reload, it holds lg.reloading, so the two never lose each
// other's changes.
func (lg *LoadedGame) readPending(name string) (*library, error) {
	lg.reloading.Lock()
	defer lg.reloading.Unlock()
	old := lg.lib.Load()
	file, ok := old.pending[name]
	if !ok {
		return old, nil
	}
	var found []scenes.Problem
	log := scenes.NewProblems(func(pr scenes.Problem) { found = append(found, pr) })
	t, src, err := lg.readScene(lg.fsys, file, log)
	if err != nil {
		return old, err
	}
	lib := old.clone()
	lg.sceneSheets(lib, file, t, log)
	lib.scenes[name], lib.sources[name] = t, src
	delete(lib.pending, name)
	if lib.later == nil {
		lib.later = map[string][]scenes.Problem{}
	}
	lib.later[name] = found // even none: the scene was read when entered (reloadScene)
	lg.lib.Store(lib)
	return lib, nil
}

// ReadScenes reads every scene that a load with
// LoadOptions.ScenesWhenEntered left to be read when first entered, in name
// order, reporting the problems they hold into problems (which may be nil:
// none are kept), and returns the errors of the scene files that do not read,
// joined (errors.Join), or nil. After it the folder is checked as [Load]
// checks it. A folder loaded by Load has no scene left: ReadScenes does
// nothing. It is safe for concurrent use with the games made from lg.
func (lg *LoadedGame) ReadScenes(problems *scenes.Problems) error {
	lib := lg.lib.Load()
	var errs []error
	for _, n := range lib.sceneNames() {
		if _, ok := lib.pending[n]; !ok {
			continue
		}
		read, err := lg.readPending(n)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if problems != nil {
			for _, pr := range read.later[n] {
				problems.Report(pr)
			}
		}
	}
	return errors.Join(errs...)
}
