package hosting

import (
	"iter"
	"path"
	"slices"

	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/aseprite"
	"github.com/griffengine/griff/scenes/visual"
)

// sheet is an Aseprite sheet as the library holds it: its animation set, or
// why it did not read, and the problems reading it found. Never changed once
// stored in a published library.
type sheet struct {
	sheet    *aseprite.Sheet
	set      visual.AnimationSet
	err      error
	problems []scenes.Problem
}

// useSheets reads into lib the Aseprite sheets the entities' Griff.Aseprite
// components name that lib does not hold yet, notes that the scene or prefab
// file user uses them (so a reload of a sheet reads the file again), and, if
// fill, sets each entity's animation set from its sheet. Problems go to log.
// lib must not be published yet.
func (lg *LoadedGame) useSheets(lib *library, user string, entities iter.Seq[*scenes.Entity], fill bool, log *scenes.Problems) {
	for e := range entities {
		src := scenes.Get[aseprite.Source](e)
		if src == nil {
			continue
		}
		file := path.Clean(src.File)
		sh, ok := lib.sheets[file]
		if !ok {
			sh = lg.readSheet(file)
			lib.sheets[file] = sh
			for _, pr := range sh.problems {
				log.Report(pr)
			}
		}
		if !slices.Contains(lib.sheetUsers[file], user) {
			lib.sheetUsers[file] = append(slices.Clone(lib.sheetUsers[file]), user)
		}
		if fill {
			applySheet(e, sh, log)
		}
	}
}

// readSheet reads the sheet at file in the game folder.
func (lg *LoadedGame) readSheet(file string) *sheet {
	data, err := readBounded(lg.fsys, file, path.Join(lg.Name, file), aseprite.MaxFileSize, "aseprite.MaxFileSize")
	if err != nil {
		return &sheet{err: err}
	}
	s, problems, err := aseprite.Read(data, path.Join(lg.Name, file))
	if err != nil {
		return &sheet{err: err}
	}
	set, notes := s.AnimationSet()
	for _, n := range notes {
		problems = append(problems, scenes.Problem{Severity: scenes.SeverityInfo, Message: n})
	}
	return &sheet{sheet: s, set: set, problems: problems}
}

// applySheet sets e's animation set from sh, or warns that sh did not read.
func applySheet(e *scenes.Entity, sh *sheet, log *scenes.Problems) {
	if sh.err != nil {
		log.Report(scenes.EntityProblem(scenes.SeverityWarning, e, "Griff.Aseprite", "the sheet did not read (clips left as they were): "+sh.err.Error()))
		return
	}
	set := scenes.Get[visual.AnimationSet](e)
	if set == nil {
		set = scenes.Add(e, visual.AnimationSet{})
	}
	current := set.Current
	set.Clips = slices.Clone(sh.set.Clips)
	if set.Clip(current) == nil {
		set.Current = ""
	}
	if src := scenes.Get[aseprite.Source](e); src != nil {
		src.Fill(sh.sheet)
	}
}

// templateEntities returns the entities of a prefab template, root first.
func templateEntities(t *scenes.Template) iter.Seq[*scenes.Entity] {
	return func(yield func(*scenes.Entity) bool) {
		var walk func(e *scenes.Entity) bool
		walk = func(e *scenes.Entity) bool {
			if !yield(e) {
				return false
			}
			for _, c := range e.Children() {
				if !walk(c) {
					return false
				}
			}
			return true
		}
		walk(t.Root())
	}
}

// sceneSheets notes the sheets the scene template t uses, reading them into
// lib; LoadScene fills its entities from them.
func (lg *LoadedGame) sceneSheets(lib *library, user string, t *scenes.SceneTemplate, log *scenes.Problems) {
	lg.useSheets(lib, user, t.Walk(), false, log)
}

// fillSheets fills the animation sets of s's Griff.Aseprite entities from
// lib's sheets.
func (lg *LoadedGame) fillSheets(lib *library, s *scenes.Scene) {
	for e, src := range scenes.All[aseprite.Source](s) {
		if sh := lib.sheets[path.Clean(src.File)]; sh != nil {
			applySheet(e, sh, s.Problems())
		}
	}
}

// withSheetUsers returns paths and, after them, the scene and prefab files
// that use a sheet among paths, so that a reload of a sheet reads them again.
func (lg *LoadedGame) withSheetUsers(paths []string, lib *library) []string {
	out := paths
	for _, p := range paths {
		p = path.Clean(p)
		if _, ok := lib.sheets[p]; !ok {
			continue
		}
		delete(lib.sheets, p) // read again by the first user
		out = append(slices.Clone(out), lib.sheetUsers[p]...)
	}
	return out
}
