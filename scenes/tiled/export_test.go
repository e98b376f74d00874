package tiled

// ConvexParts is convexParts, for tests.
var ConvexParts = convexParts

// CSVCellsBoth reads text with plainCSVCells (ok false if it refuses) and
// splitCSVCells, for the tests to compare.
func CSVCellsBoth(text string, n int) (plain []uint32, ok bool, split []uint32, off int, err error) {
	plain, ok = plainCSVCells(text, n)
	split, off, err = splitCSVCells(text, n)
	return plain, ok, split, off, err
}
