# Level 4: Blue Lagoon
size 8 8
colours 6
moves 25
goal clear 2 30
seed 14
layout
##....##
#......#
........
........
........
........
#......#
##....##
cell 40
tile 32
image assets/gems.png
at 300 20
